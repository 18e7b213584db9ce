// /management/mobile-notification-app: the owner app on a phone's Home Screen, notifications of new
// bookings, inquiries and waitlist sign-ups on this device, and the devices that receive them.
import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Flex,
  List,
  Popconfirm,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { BellOutlined, DeleteOutlined, SendOutlined } from '@ant-design/icons';
import type { TMessageToken } from '@studio/shared/message-tokens/contracts';
import { EmptyListText, ListLoadError } from '../../ui/list-states.tsx';
import { PageBody, PageHeader } from '../../ui/page-header.tsx';
import { errorLines } from '../../api/http-client.ts';
import { formatDate } from '../../ui/date-formats.ts';
import { useSession } from '../../app/session-context.ts';
import {
  PushPermissionDeniedError,
  pushState,
  thisDeviceId,
  type PushState,
} from './push-device.ts';
import {
  useEnableThisDevice,
  useMessageTokens,
  useRemoveDevice,
  useSendTestNotification,
} from './use-message-tokens.ts';

export function MobileAppPage() {
  return (
    <PageBody width={960}>
      <PageHeader
        title="Mobile notification app"
        description="Add the app to your phone's Home Screen and hear of every new booking, inquiry and waitlist sign-up the moment it happens."
      />
      <Flex vertical gap={24}>
        <InstallCard />
        <ThisDeviceCard />
        <DevicesCard />
      </Flex>
    </PageBody>
  );
}

function InstallCard() {
  return (
    <Card title="Install the app">
      {/* The platforms' headings come next under the page's h1 (the card's title is no heading),
          drawn at the size of an h5. */}
      <Flex gap={32} wrap>
        <div style={{ flex: '1 1 280px' }}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>iPhone and iPad</Typography.Title>
          <ol style={{ paddingLeft: 20, margin: 0 }}>
            <li>Open this page in Safari.</li>
            <li>
              Tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>.
            </li>
            <li>Open the app from your Home Screen and come back to this page.</li>
          </ol>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            Notifications need iOS 16.4 or later, and work only in the app added to the Home Screen.
          </Typography.Paragraph>
        </div>
        <div style={{ flex: '1 1 280px' }}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>Android</Typography.Title>
          <ol style={{ paddingLeft: 20, margin: 0 }}>
            <li>Open this page in Chrome.</li>
            <li>
              Tap the menu <strong>⋮</strong>, then <strong>Install app</strong> (or{' '}
              <strong>Add to Home screen</strong>).
            </li>
            <li>Open the app and come back to this page.</li>
          </ol>
        </div>
      </Flex>
    </Card>
  );
}

/** What each state means for the owner, and what to do about it. */
const stateTexts: Record<
  Exclude<PushState, 'default' | 'granted'>,
  { title: string; text: string }
> = {
  unsupported: {
    title: 'This browser cannot show notifications',
    text: 'Open the app in a current Safari, Chrome, Edge or Firefox, or install it on your phone as described above.',
  },
  'needs-install': {
    title: 'Install the app first',
    text: 'On iPhone and iPad, notifications work only in the app added to the Home Screen: tap Share, then Add to Home Screen, and open this page from there.',
  },
  denied: {
    title: 'Notifications are blocked',
    text: "You turned notifications off for this app. Allow them in your browser's or phone's settings for this site, then come back here.",
  },
};

function ThisDeviceCard() {
  const { message } = App.useApp();
  const [state, setState] = useState<PushState>(() => pushState());
  const enable = useEnableThisDevice();
  const devices = useMessageTokens();
  const ownId = thisDeviceId();
  const isRegistered =
    state === 'granted' && !!ownId && !!devices.data?.items.some((device) => device.id === ownId);

  const onEnable = () =>
    enable.mutate(undefined, {
      onSuccess: () => {
        setState(pushState());
        void message.success('Notifications are on for this device.');
      },
      onError: (error) => {
        setState(pushState());
        if (!(error instanceof PushPermissionDeniedError))
          void message.error(errorLines(error).join(' '));
      },
    });

  const body = (() => {
    if (state !== 'default' && state !== 'granted') {
      const { title, text } = stateTexts[state];
      return (
        <Alert
          type={state === 'denied' ? 'warning' : 'info'}
          showIcon
          title={title}
          description={text}
        />
      );
    }
    if (isRegistered) {
      return (
        <Alert
          type="success"
          showIcon
          title="Notifications are on for this device"
          description="New bookings, inquiries and waitlist sign-ups appear here as notifications. Choose which ones in the notification settings."
        />
      );
    }
    return (
      <Flex vertical gap={16} align="flex-start">
        <Typography.Text>
          Your browser will ask whether this app may show notifications: choose Allow.
        </Typography.Text>
        <Button
          type="primary"
          icon={<BellOutlined />}
          loading={enable.isPending}
          onClick={onEnable}
        >
          Enable notifications on this device
        </Button>
      </Flex>
    );
  })();

  return <Card title="Notifications on this device">{body}</Card>;
}

function DevicesCard() {
  const { message } = App.useApp();
  const { business } = useSession();
  const devices = useMessageTokens();
  const remove = useRemoveDevice();
  const sendTest = useSendTestNotification();
  const ownId = thisDeviceId();

  const onSendTest = () =>
    sendTest.mutate(undefined, {
      onSuccess: ({ devices: count }) =>
        void message.success(
          `A test notification is on its way to ${count === 1 ? 'your device' : `your ${count} devices`}.`,
        ),
      onError: (error) => void message.error(errorLines(error).join(' ')),
    });

  const content = (() => {
    if (devices.isPending)
      return <Skeleton active paragraph={{ rows: 2 }} data-testid="devices-loading" />;
    if (devices.isError) {
      return (
        <ListLoadError
          title="Your devices could not be loaded"
          error={devices.error}
          onRetry={() => void devices.refetch()}
        />
      );
    }
    if (devices.data.items.length === 0) {
      return (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <EmptyListText
              title="No devices yet"
              text="Enable notifications on your phone (in the installed app) or on this computer, and it appears here."
            />
          }
        />
      );
    }
    return (
      <List<TMessageToken>
        dataSource={devices.data.items}
        renderItem={(device) => (
          <List.Item
            actions={[
              <Popconfirm
                key="remove"
                title="Remove this device?"
                description="It stops receiving notifications until you enable them on it again."
                okText="Remove"
                okButtonProps={{ danger: true }}
                onConfirm={() =>
                  remove
                    .mutateAsync(device.id)
                    .catch((error: unknown) => void message.error(errorLines(error).join(' ')))
                }
              >
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Remove ${device.deviceName}`}
                >
                  Remove
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={
                <Flex gap={8} align="center">
                  {device.deviceName}
                  {device.id === ownId && <Tag color="green">This device</Tag>}
                </Flex>
              }
              description={`Added ${formatDate(device.createdDate, business?.timeZone)}`}
            />
          </List.Item>
        )}
      />
    );
  })();

  const hasDevices = !!devices.data && devices.data.items.length > 0;
  return (
    <Card
      title="Your devices"
      extra={
        hasDevices && (
          <Button icon={<SendOutlined />} loading={sendTest.isPending} onClick={onSendTest}>
            Send a test notification
          </Button>
        )
      }
    >
      {content}
    </Card>
  );
}
