// Contacts and summaries as the API answers them, for the contact pages' tests.
import type {
  TCustomer,
  TCustomerListItem,
  TCustomerPage,
  TCustomerSummary,
} from '@studio/shared/customers/contracts';

export function listItem(
  number: number,
  overrides: Partial<TCustomerListItem> = {},
): TCustomerListItem {
  return {
    id: `c${number}`,
    fullName: `Client ${number}`,
    companyName: '',
    email: `client${number}@example.com`,
    phone: '',
    location: '',
    leadSource: '',
    createdDate: '2026-03-01T10:00:00.000Z',
    shootCount: 0,
    inquiryCount: 0,
    ...overrides,
  };
}

export function contactOf(item: TCustomerListItem, overrides: Partial<TCustomer> = {}): TCustomer {
  const { shootCount: _shoots, inquiryCount: _inquiries, ...rest } = item;
  return { ...rest, note: '', updatedDate: item.createdDate, ...overrides };
}

export function pageOf(items: TCustomerListItem[], page = 1, total = items.length): TCustomerPage {
  return { items, total, page, size: 50 };
}

export const emptySummary: TCustomerSummary = {
  shoots: [],
  inquiries: [],
  invoices: [],
  notes: [],
  activities: [],
  totals: { shootCount: 0, inquiryCount: 0, totalPaid: 0, balanceDue: 0 },
  listLimit: 100,
};
