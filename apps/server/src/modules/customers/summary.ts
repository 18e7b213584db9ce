// GET /api/customers/{id}/summary: what /contacts/{id} shows besides the contact's details: the
// shoots (service colour, time, payment state), inquiries, invoices with the total paid, notes and
// the activity across the contact's shoots and inquiries, newest first.
//
// The shoots side and the inquiries side are read by their modules (handed in as `links`); this
// joins them: the notes of both newest first, and the latest activities of both, merged.
import type { TCustomerSummary } from '@studio/shared/customers/contracts';
import type { Database } from '../../db/client.ts';
import {
  SUMMARY_ACTIVITY_LIMIT,
  SUMMARY_LIST_LIMIT,
  type CustomerLinks,
  type CustomerScope,
} from './customer-links.ts';

export async function customerSummary(
  db: Database,
  input: CustomerScope & { links: CustomerLinks },
): Promise<TCustomerSummary> {
  const { businessId, customerId, links } = input;
  const [shoots, inquiries] = await Promise.all([
    links.summarizeShoots(db, { businessId, customerId }),
    links.summarizeInquiries(db, { businessId, customerId }),
  ]);
  const activities = [...shoots.activities, ...inquiries.activities]
    .sort((a, b) => b.at - a.at)
    .slice(0, SUMMARY_ACTIVITY_LIMIT)
    .map(({ at: _at, ...activity }) => activity);
  return {
    shoots: shoots.shoots,
    inquiries: inquiries.inquiries,
    invoices: shoots.invoices,
    notes: [...shoots.notes, ...inquiries.notes].sort((a, b) =>
      b.createdDate.localeCompare(a.createdDate),
    ),
    activities,
    totals: {
      shootCount: shoots.totals.shootCount,
      inquiryCount: inquiries.inquiryCount,
      totalPaid: shoots.totals.totalPaid,
      balanceDue: shoots.totals.balanceDue,
    },
    listLimit: SUMMARY_LIST_LIMIT,
  };
}
