// The Booking tab of the service page: the booking page to share, what clients answer, what they
// may change themselves, and who is waiting for a time.
import { Flex } from 'antd';
import type { TService } from '@studio/shared/services/contracts';
import { BookingLinkCard } from './booking-link-card.tsx';
import { ClientChangesCard } from './client-changes-card.tsx';
import { ServiceQuestionnairesCard } from './service-questionnaires-card.tsx';
import { WaitlistCard } from './waitlist-card.tsx';

export function ServiceBookingTab({ service }: { service: TService }) {
  return (
    <Flex vertical gap={24} style={{ maxWidth: 860 }}>
      <BookingLinkCard service={service} />
      <ServiceQuestionnairesCard service={service} />
      <ClientChangesCard service={service} />
      <WaitlistCard service={service} />
    </Flex>
  );
}
