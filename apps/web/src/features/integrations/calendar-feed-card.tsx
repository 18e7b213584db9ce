// Apple Calendar & others: a private subscription URL any calendar app can follow. The URL is
// shown only when it is made (the server keeps a hash of it), so the card says how to get a new one.
import { useState } from 'react';
import { Alert, App, Button, Flex, Typography } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { integrationMessages } from '@studio/shared/integrations/messages';
import { errorLines } from '../../api/http-client.ts';
import { formatInstantDate } from './format.ts';
import { useConfirmAction } from './confirm-action.ts';
import { IntegrationCard } from './integration-card.tsx';
import {
  useCalendarFeed,
  useConnectCalendarFeed,
  useDisconnectCalendarFeed,
} from './use-integrations.ts';

const TITLE = 'Apple Calendar & others';

export function CalendarFeedCard() {
  const { message } = App.useApp();
  const feed = useCalendarFeed();
  const connect = useConnectCalendarFeed();
  const disconnect = useDisconnectCalendarFeed();
  const confirm = useConfirmAction();
  const [freshUrl, setFreshUrl] = useState<string | null>(null);

  const makeUrl = () =>
    connect.mutateAsync().then((made) => {
      setFreshUrl(made.url);
      return made;
    });
  const connectNow = () =>
    void makeUrl().catch((error: unknown) => void message.error(errorLines(error).join(' ')));
  const askRegenerate = () =>
    void confirm({
      title: integrationMessages.regenerateCalendarTitle,
      content: integrationMessages.regenerateCalendar,
      okText: 'Regenerate',
      onOk: makeUrl,
    }).then((isDone) => isDone && void message.success('New URL made: subscribe with it'));
  const askDisconnect = () =>
    void confirm({
      title: integrationMessages.disconnectCalendar,
      okText: 'Disconnect',
      onOk: () => disconnect.mutateAsync().then(() => setFreshUrl(null)),
    }).then((isDone) => isDone && void message.success('Disconnected'));

  const description =
    'Subscribe to your shoots from Apple Calendar, Outlook, Google Calendar or any app that reads calendar feeds. New, moved and cancelled shoots follow within about 15 minutes.';
  if (feed.isPending || feed.isError) {
    return (
      <IntegrationCard title={TITLE} description={description} isConnected={false}>
        {feed.isError ? (
          <Alert
            type="error"
            showIcon
            title="The calendar feed could not be loaded"
            action={
              <Button size="small" onClick={() => void feed.refetch()}>
                Retry
              </Button>
            }
          />
        ) : (
          <Typography.Text type="secondary">Loading…</Typography.Text>
        )}
      </IntegrationCard>
    );
  }

  const { isConnected, createdAt } = feed.data;
  return (
    <IntegrationCard
      title={TITLE}
      description={description}
      isConnected={isConnected}
      actions={
        isConnected ? (
          <>
            <Button danger onClick={askDisconnect}>
              Disconnect
            </Button>
            <Button onClick={askRegenerate} loading={connect.isPending}>
              Regenerate URL
            </Button>
          </>
        ) : (
          <Button
            type="primary"
            icon={<LinkOutlined />}
            loading={connect.isPending}
            onClick={connectNow}
          >
            Connect
          </Button>
        )
      }
    >
      {isConnected && freshUrl && <FeedUrl url={freshUrl} />}
      {isConnected && !freshUrl && createdAt && (
        <Typography.Text>
          Connected since {formatInstantDate(createdAt)}. For your security the feed URL is shown
          only when it is made: to subscribe another calendar, regenerate it (calendars subscribed
          to the old URL then stop updating).
        </Typography.Text>
      )}
    </IntegrationCard>
  );
}

function FeedUrl({ url }: { url: string }) {
  return (
    <Flex vertical gap={12}>
      <Alert
        type="success"
        showIcon
        title="Your calendar feed URL"
        description={
          <Flex vertical gap={8}>
            <Typography.Text
              code
              copyable={{ text: url, tooltips: ['Copy URL', 'Copied'] }}
              style={{ wordBreak: 'break-all' }}
            >
              {url}
            </Typography.Text>
            <Typography.Text>
              Copy it now: it is shown only this once. Anyone with it can see your shoots, so keep
              it private.
            </Typography.Text>
          </Flex>
        }
      />
      <div>
        <Typography.Text strong>Subscribe with it</Typography.Text>
        <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
          <li>
            Apple Calendar: File › New Calendar Subscription, paste the URL, then choose to refresh
            every 15 minutes.
          </li>
          <li>
            Outlook: Add calendar › Subscribe from web, paste the URL and give the calendar a name.
          </li>
          <li>
            Google Calendar: Other calendars › + › From URL, paste the URL, then Add calendar.
          </li>
        </ul>
      </div>
    </Flex>
  );
}
