// The service's public booking page: its address to share (copy, open), and why clients cannot
// book it while the service is paused or private.
import { Alert, App, Button, Card, Flex, Input, Tooltip, Typography } from 'antd';
import { CopyOutlined, ExportOutlined, LinkOutlined } from '@ant-design/icons';
import type { TService } from '@studio/shared/services/contracts';
import { useSession } from '../../app/session-context.ts';

export function bookingPageUrl(origin: string, businessSlug: string, serviceSlug: string): string {
  return `${origin}/book/${encodeURIComponent(businessSlug)}/${encodeURIComponent(serviceSlug)}`;
}

/** Why clients cannot book the service now, or undefined when they can. */
export function closedReason(
  service: Pick<TService, 'isPaused' | 'isPrivate'>,
): string | undefined {
  const states = [service.isPaused && 'paused', service.isPrivate && 'private'].filter(Boolean);
  if (states.length === 0) return undefined;
  const switches = states.map((state) => (state === 'paused' ? 'Paused' : 'Private')).join(' and ');
  return `This service is ${states.join(' and ')}, so clients cannot book it: the page says it is not open for booking. Switch ${switches} off on the Settings tab to open it.`;
}

/** Copies a service's booking page address, saying whether it worked. */
function useCopyBookingLink(serviceSlug: string): { url: string; copy: () => Promise<void> } {
  const { message } = App.useApp();
  const { business } = useSession();
  const url = bookingPageUrl(window.location.origin, business?.domain ?? '', serviceSlug);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      void message.success('Booking link copied');
    } catch {
      void message.error(
        'The link could not be copied. Open the service’s Booking tab and copy it from there.',
      );
    }
  };
  return { url, copy };
}

/**
 * The booking link one click away wherever a service is shown (the list, the service's header),
 * since sharing it is how a photographer gets booked.
 */
export function CopyBookingLinkButton({
  serviceSlug,
  serviceName,
  withLabel = false,
}: {
  serviceSlug: string;
  serviceName: string;
  withLabel?: boolean;
}) {
  const { copy } = useCopyBookingLink(serviceSlug);
  const button = (
    <Button
      type={withLabel ? 'default' : 'text'}
      icon={<LinkOutlined />}
      onClick={() => void copy()}
      aria-label={withLabel ? undefined : `Copy the booking link of ${serviceName}`}
    >
      {withLabel ? 'Copy booking link' : null}
    </Button>
  );
  return withLabel ? button : <Tooltip title="Copy booking link">{button}</Tooltip>;
}

export function BookingLinkCard({ service }: { service: TService }) {
  const { url, copy } = useCopyBookingLink(service.slug);
  const { business } = useSession();
  if (!business) return null;
  const reason = closedReason(service);

  return (
    <Card title="Booking page">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          Share this link: clients see the service, choose a time and book it.
        </Typography.Text>
        <Flex gap={8} wrap>
          <Input
            readOnly
            value={url}
            aria-label="Booking page address"
            onFocus={(event) => event.target.select()}
            style={{ flex: '1 1 320px', minWidth: 0 }}
          />
          <Flex gap={8}>
            <Button icon={<CopyOutlined />} onClick={() => void copy()}>
              Copy
            </Button>
            <Button icon={<ExportOutlined />} href={url} target="_blank" rel="noopener noreferrer">
              Open
            </Button>
          </Flex>
        </Flex>
        {reason && <Alert type="warning" showIcon title={reason} />}
      </Flex>
    </Card>
  );
}
