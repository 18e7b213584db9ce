// The home checklist of a new business, each step answered from rows that exist (never from
// clicks): a service, dates or working hours to book, Stripe to take payments, and the booking
// link shared, shown by a client who booked or wrote in. Demo rows do not count.
import type { TSetupProgress } from '@studio/shared/options/contracts';
import type { Database } from '../../db/client.ts';
import { listTemplates } from '../availability/service.ts';
import { hasInquiry } from '../inquiries/sample-inquiries.ts';
import { hasClientBooking } from '../orders/remove-shoots.ts';
import { listConnections } from '../payments/connection-service.ts';
import { hasServicesAndDates } from '../services/list-service.ts';
import { readDemoData } from '../options/demo-data.ts';

export async function setupProgress(
  db: Database,
  input: { businessId: string },
): Promise<TSetupProgress> {
  const demo = await readDemoData(db, input);
  // Independent reads on the pool: they run side by side.
  const [services, templates, connections, booked, wroteIn] = await Promise.all([
    hasServicesAndDates(db, { ...input, exceptIds: demo?.serviceIds ?? [] }),
    listTemplates(db, input),
    listConnections(db, input),
    hasClientBooking(db, input),
    hasInquiry(db, { ...input, exceptIds: demo?.inquiryIds ?? [] }),
  ]);
  return {
    hasService: services.hasServices,
    hasDates: services.hasDates || templates.length > 0,
    hasPayments: connections.length > 0,
    hasShared: booked || wroteIn,
  };
}
