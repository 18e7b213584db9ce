// /services/edit/{id} and /services/{id}/{tabName}: everything a service has, one tab at a time;
// the tab is in the URL. The tabs compose the scheduling, pricing and contracts features.
import { lazy, Suspense, useState } from 'react';
import { Button, Card, Flex, Skeleton, Tabs, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router';
import { serviceKinds } from '@studio/shared/enums';
import { messages } from '@studio/shared/messages';
import type { TService } from '@studio/shared/services/contracts';
import { DataError } from '../../api/http-client.ts';
import { ServiceAvailabilityCard } from '../availability/service-availability-card.tsx';
import { ServiceContractsCard } from '../contracts/service-contracts-card.tsx';
import { ErrorScreen } from '../errors/error-screen.tsx';
import { AddonsCard } from '../packages/addons-card.tsx';
import { PackagesCard } from '../packages/packages-card.tsx';
import { ServiceDatesPanel } from '../scheduling/service-dates-panel.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { PageBody } from '../../ui/page-header.tsx';
import { CopyBookingLinkButton } from './booking-link-card.tsx';
import { ServiceBookingTab } from './service-booking-tab.tsx';
import { ServiceDetailsTab } from './service-details-tab.tsx';
import { serviceKindLabels, serviceKindTagColors } from './service-display.ts';
import { ServicePaymentsTab } from './service-payments-tab.tsx';
import { ServiceSettingsTab } from './service-settings-tab.tsx';
import { useService } from './use-services.ts';
import './services.css';
import { ServiceDot } from '../../ui/service-dot.tsx';

const serviceTabs = [
  'details',
  'schedule',
  'pricing',
  'payments',
  'contracts',
  'booking',
  'settings',
] as const;
type ServiceTab = (typeof serviceTabs)[number];

function isServiceTab(value: string | undefined): value is ServiceTab {
  return (serviceTabs as readonly (string | undefined)[]).includes(value);
}

export function ServiceEditPage() {
  const { id = '', tabName } = useParams();
  const navigate = useNavigate();
  const query = useService(id);
  const tab: ServiceTab = isServiceTab(tabName) ? tabName : 'details';

  if (query.isPending) {
    return (
      <PageBody width={1120}>
        <Skeleton
          active
          title={{ width: 280 }}
          paragraph={{ rows: 1 }}
          style={{ marginBottom: 24 }}
        />
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      </PageBody>
    );
  }
  if (query.isError) {
    const isMissing = query.error instanceof DataError && query.error.status === 404;
    return (
      <ErrorScreen
        fullPage={false}
        heading={isMissing ? 404 : undefined}
        message={isMissing ? messages.serviceNotFound : query.error.message}
        action={
          <ButtonLink type="primary" size="large" to="/services">
            Back to services
          </ButtonLink>
        }
      />
    );
  }

  const service = query.data;
  return (
    <PageBody width={1120}>
      <ServiceHeader service={service} />
      <Tabs
        className="service-tabs"
        activeKey={tab}
        onChange={(key) => void navigate(`/services/${service.id}/${key}`)}
        destroyOnHidden
        items={tabItems(service)}
      />
    </PageBody>
  );
}

/** The shoot form loads with the first click: the service page does not carry it. */
const ShootFormModal = lazy(async () => ({
  default: (await import('../shoots/shoot-form-modal.tsx')).ShootFormModal,
}));

function ServiceHeader({ service }: { service: TService }) {
  const [isBooking, setIsBooking] = useState(false);
  return (
    <div style={{ marginBottom: 8 }}>
      <Link to="/services" style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
        <ArrowLeftOutlined aria-hidden /> Services
      </Link>
      <Flex align="center" gap={12} wrap style={{ marginTop: 12 }}>
        <ServiceDot color={service.color} size="large" />
        <Typography.Title
          level={1}
          style={{
            margin: 0,
            fontSize: 26,
            fontWeight: 700,
            minWidth: 0,
            overflowWrap: 'anywhere',
          }}
        >
          {service.name}
        </Typography.Title>
        <Flex gap={6} wrap>
          <Tag color={serviceKindTagColors[service.type]} style={{ margin: 0 }}>
            {serviceKindLabels[service.type]}
          </Tag>
          {service.isPrivate && <Tag style={{ margin: 0 }}>Private</Tag>}
          {service.isPaused && (
            <Tag color="orange" style={{ margin: 0 }}>
              Paused
            </Tag>
          )}
        </Flex>
        <Flex gap={8} wrap style={{ marginLeft: 'auto' }}>
          <CopyBookingLinkButton serviceSlug={service.slug} serviceName={service.name} withLabel />
          <Button icon={<PlusOutlined />} onClick={() => setIsBooking(true)}>
            New shoot
          </Button>
        </Flex>
      </Flex>
      {isBooking && (
        <Suspense fallback={null}>
          <ShootFormModal
            isOpen
            initialServiceId={service.id}
            onClose={() => setIsBooking(false)}
          />
        </Suspense>
      )}
    </div>
  );
}

function tabItems(service: TService) {
  const isMini = service.type === serviceKinds.MINI_SESSION;
  return [
    { key: 'details', label: 'Details', children: <ServiceDetailsTab service={service} /> },
    {
      key: 'schedule',
      label: isMini ? 'Dates and slots' : 'Availability',
      children: isMini ? (
        <ServiceDatesPanel service={service} />
      ) : (
        <ServiceAvailabilityCard service={service} />
      ),
    },
    {
      key: 'pricing',
      label: 'Packages and add-ons',
      children: (
        <Flex vertical gap={24}>
          <PackagesCard service={service} />
          <AddonsCard service={service} />
        </Flex>
      ),
    },
    { key: 'payments', label: 'Payments', children: <ServicePaymentsTab service={service} /> },
    { key: 'contracts', label: 'Contracts', children: <ServiceContractsCard service={service} /> },
    { key: 'booking', label: 'Booking', children: <ServiceBookingTab service={service} /> },
    { key: 'settings', label: 'Settings', children: <ServiceSettingsTab service={service} /> },
  ];
}
