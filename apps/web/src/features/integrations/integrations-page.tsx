// /management/integrations: one card per integration that works today. Another integration is
// one more card built on IntegrationCard, added to the list below.
import { Flex } from 'antd';
import {
  FACEBOOK_PIXEL,
  GOOGLE_ANALYTICS,
  ZMeasurementId,
  ZPixelId,
} from '@studio/shared/integrations/contracts';
import { integrationMessages } from '@studio/shared/integrations/messages';
import { PageBody, PageHeader } from '../../ui/page-header.tsx';
import { CalendarFeedCard } from './calendar-feed-card.tsx';
import { GoogleCalendarCard } from './google-calendar-card.tsx';
import { TrackingIdCard } from './tracking-id-card.tsx';

export function IntegrationsPage() {
  return (
    <PageBody width={960}>
      <PageHeader
        title="Integrations"
        description="Connect the tools you already use: your calendar, and the analytics of your booking pages."
      />
      <Flex vertical gap={24}>
        <GoogleCalendarCard />
        <CalendarFeedCard />
        <TrackingIdCard
          name={GOOGLE_ANALYTICS}
          title="Google Analytics"
          description="See who visits your booking pages and who books: page views, chosen times and bookings with their value are sent to your Google Analytics property."
          label="Measurement ID"
          placeholder="G-XXXXXXX"
          schema={ZMeasurementId}
          disconnectQuestion={integrationMessages.disconnectGoogle}
        />
        <TrackingIdCard
          name={FACEBOOK_PIXEL}
          title="Facebook pixel"
          description="Measure your Facebook and Instagram ads: your booking pages send page views, chosen times and bookings with their value to your pixel."
          label="Pixel ID"
          placeholder="123456789012345"
          schema={ZPixelId}
          disconnectQuestion={integrationMessages.disconnectFacebook}
        />
      </Flex>
    </PageBody>
  );
}
