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
import {
  FLODESK_SETUP,
  MAILCHIMP_SETUP,
  ZFlodeskApiKey,
  ZMailchimpApiKey,
} from '@studio/shared/newsletters/contracts';
import { CalendarFeedCard } from './calendar-feed-card.tsx';
import { FacebookConversionsCard } from './facebook-conversions-card.tsx';
import { NewsletterCard } from './newsletter-card.tsx';
import { GoogleCalendarCard } from './google-calendar-card.tsx';
import { TrackingIdCard } from './tracking-id-card.tsx';

export function IntegrationsPage() {
  return (
    <PageBody width={960}>
      <PageHeader
        title="Integrations"
        description="Connect the tools you already use: your calendar, your newsletter, and the analytics of your booking pages and website."
      />
      <Flex vertical gap={24}>
        <GoogleCalendarCard />
        <CalendarFeedCard />
        <TrackingIdCard
          name={GOOGLE_ANALYTICS}
          title="Google Analytics"
          description="See who visits your website and booking pages and who books: page views, chosen times and bookings with their value are sent to your Google Analytics property."
          label="Measurement ID"
          placeholder="G-XXXXXXX"
          schema={ZMeasurementId}
          disconnectQuestion={integrationMessages.disconnectGoogle}
        />
        <TrackingIdCard
          name={FACEBOOK_PIXEL}
          title="Facebook pixel"
          description="Measure your Facebook and Instagram ads: your website and booking pages send page views, chosen times and bookings with their value to your pixel."
          label="Pixel ID"
          placeholder="123456789012345"
          schema={ZPixelId}
          disconnectQuestion={integrationMessages.disconnectFacebook}
        />
        <FacebookConversionsCard />
        <NewsletterCard
          name={MAILCHIMP_SETUP}
          description="Grow your Mailchimp audience: clients who book or send an inquiry and tick the newsletter box are added to the audience you choose."
          keySchema={ZMailchimpApiKey}
          keyPlaceholder="0123456789abcdef0123456789abcdef-us21"
        />
        <NewsletterCard
          name={FLODESK_SETUP}
          description="Grow your Flodesk list: clients who book or send an inquiry and tick the newsletter box are added to the segment you choose."
          keySchema={ZFlodeskApiKey}
          keyPlaceholder="Your Flodesk API key"
        />
      </Flex>
    </PageBody>
  );
}
