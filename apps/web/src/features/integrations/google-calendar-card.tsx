// Google Calendar, both ways: connect through Google's consent page (it sends the browser back
// to this page with a code), choose the calendars whose busy times block bookable times, see
// whether it needs reconnecting, and disconnect. Shoots are written to the primary calendar.
import { useEffect, useRef } from 'react';
import { Alert, App, Button, Checkbox, Flex, Tag, Typography } from 'antd';
import { GoogleOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import type { TGoogleCalendarState } from '@studio/shared/integrations/google-calendar';
import { integrationMessages } from '@studio/shared/integrations/messages';
import { errorLines } from '../../api/http-client.ts';
import { useConfirmAction } from './confirm-action.ts';
import { IntegrationCard } from './integration-card.tsx';
import {
  useChooseGoogleCalendars,
  useDisconnectGoogleCalendar,
  useFinishGoogleCalendar,
  useGoogleCalendar,
  useStartGoogleCalendar,
} from './use-integrations.ts';

const TITLE = 'Google Calendar';
const DESCRIPTION =
  'Two ways: busy times in the calendars you choose block the times clients can book and show as conflicts when you add a shoot, and your shoots are added to your Google Calendar (moved and cancelled with them).';

/** Google sent the browser back here: finish connecting once, then clean the address. */
function useGoogleReturn() {
  const [params, setParams] = useSearchParams();
  const finish = useFinishGoogleCalendar();
  const { message } = App.useApp();
  const isHandled = useRef(false);
  const code = params.get('code');
  const state = params.get('state');
  const error = params.get('error');
  useEffect(() => {
    if (isHandled.current || (!code && !error) || !state) return;
    isHandled.current = true;
    setParams({}, { replace: true });
    if (error || !code) {
      void message.error(integrationMessages.googleCalendarRefused);
      return;
    }
    finish.mutate(
      { code, state },
      {
        onSuccess: () => void message.success('Google Calendar connected'),
        onError: (failure) => void message.error(errorLines(failure).join(' ')),
      },
    );
  }, [code, state, error, finish, message, setParams]);
  return finish.isPending;
}

export function GoogleCalendarCard() {
  const { message } = App.useApp();
  const isFinishing = useGoogleReturn();
  const calendar = useGoogleCalendar({ refreshCalendars: true });
  const start = useStartGoogleCalendar();
  const choose = useChooseGoogleCalendars();
  const disconnect = useDisconnectGoogleCalendar();
  const confirm = useConfirmAction();

  const connectNow = () =>
    start.mutate(undefined, {
      onError: (error) => void message.error(errorLines(error).join(' ')),
    });
  const askDisconnect = () =>
    void confirm({
      title: integrationMessages.disconnectGoogle,
      content:
        'Busy times of your Google calendars stop blocking bookable times, and shoots are no longer written to Google. Events already written stay in your calendar.',
      okText: 'Disconnect',
      onOk: () => disconnect.mutateAsync(),
    }).then((isDone) => isDone && void message.success('Disconnected'));

  if (calendar.isPending || calendar.isError || isFinishing) {
    return (
      <IntegrationCard title={TITLE} description={DESCRIPTION} isConnected={false}>
        {calendar.isError ? (
          <Alert
            type="error"
            showIcon
            title="Google Calendar could not be loaded"
            action={
              <Button size="small" onClick={() => void calendar.refetch()}>
                Retry
              </Button>
            }
          />
        ) : (
          <Typography.Text type="secondary">
            {isFinishing ? 'Connecting Google Calendar…' : 'Loading…'}
          </Typography.Text>
        )}
      </IntegrationCard>
    );
  }

  const data = calendar.data;
  const isReconnectNeeded = data.status === 'RECONNECT_NEEDED';
  const isConnected = data.status !== 'DISCONNECTED';
  const connectButton = (label: string) => (
    <Button
      type="primary"
      icon={<GoogleOutlined />}
      loading={start.isPending}
      disabled={!data.isConfigured}
      onClick={connectNow}
    >
      {label}
    </Button>
  );
  return (
    <IntegrationCard
      title={TITLE}
      description={DESCRIPTION}
      isConnected={data.status === 'CONNECTED'}
      statusTag={isReconnectNeeded ? <Tag color="warning">Reconnect needed</Tag> : undefined}
      actions={
        isConnected ? (
          <>
            <Button danger onClick={askDisconnect}>
              Disconnect
            </Button>
            {isReconnectNeeded && connectButton('Reconnect')}
          </>
        ) : (
          connectButton('Connect Google Calendar')
        )
      }
    >
      {!data.isConfigured && !isConnected && (
        <Typography.Text type="secondary">
          {integrationMessages.googleCalendarNotConfigured}.
        </Typography.Text>
      )}
      {isReconnectNeeded && (
        <Alert type="warning" showIcon title={integrationMessages.googleCalendarReconnectBanner} />
      )}
      {isConnected && <ConnectedDetails data={data} choose={choose} />}
    </IntegrationCard>
  );
}

function ConnectedDetails({
  data,
  choose,
}: {
  data: TGoogleCalendarState;
  choose: ReturnType<typeof useChooseGoogleCalendars>;
}) {
  const { message } = App.useApp();
  const chosen = data.calendars.filter((entry) => entry.isChosen).map((entry) => entry.id);
  const save = (ids: string[]) =>
    choose.mutate(ids, {
      onSuccess: () => void message.success('Saved!'),
      onError: (error) => void message.error(errorLines(error).join(' ')),
    });
  return (
    <Flex vertical gap={12}>
      <Typography.Text>
        Connected as <Typography.Text strong>{data.email}</Typography.Text>. Shoots are written to
        its primary calendar.
      </Typography.Text>
      <div>
        <Typography.Text strong id="google-busy-calendars">
          Calendars that block bookable times
        </Typography.Text>
        <Checkbox.Group
          aria-labelledby="google-busy-calendars"
          value={chosen}
          disabled={choose.isPending || data.status !== 'CONNECTED'}
          onChange={(ids) => save(ids)}
          style={{ display: 'flex', flexDirection: 'column', gap: 8, marginTop: 8 }}
          options={data.calendars.map((entry) => ({
            value: entry.id,
            label: entry.isPrimary ? `${entry.summary} (primary)` : entry.summary,
          }))}
        />
      </div>
      {data.failedWrites > 0 && (
        <Alert
          type="error"
          showIcon
          title={`${data.failedWrites} shoot change${data.failedWrites === 1 ? '' : 's'} could not be written to Google Calendar`}
          description="Google did not accept them after several tries. Change the shoot again, or reconnect, to write it once more."
        />
      )}
      {data.pendingWrites > 0 && (
        <Typography.Text type="secondary">
          {data.pendingWrites} shoot change{data.pendingWrites === 1 ? '' : 's'} waiting to be
          written to Google Calendar.
        </Typography.Text>
      )}
    </Flex>
  );
}
