// A shoot as GET /api/orders/{id} answers it, for the shoot page's tests.
import type { TActivity, TInvoice, TOrder } from '@studio/shared/orders/contracts';

export function fakeInvoice(overrides: Partial<TInvoice> = {}): TInvoice {
  return {
    id: 'inv-1',
    orderId: 'OABCDE12345',
    sortIndex: 0,
    total: 12000,
    paymentStatus: 'PENDING',
    paidDate: null,
    dueDate: '2030-06-01T22:00:00.000Z',
    paymentMilestone: 'BEFORE_SHOOT_DATE',
    dueInterval: 3,
    intervalUnit: 'DAYS',
    amount: 5000,
    isFixed: false,
    emailStatus: 'NEW',
    sentDate: null,
    ...overrides,
  };
}

export function fakeOrder(overrides: Partial<TOrder> = {}): TOrder {
  return {
    orderId: 'OABCDE12345',
    status: 'ACTIVE',
    fullName: 'Ada Lovelace',
    email: 'ada@example.test',
    phone: '+44 20 7946 0958',
    customer: { id: 'c1', fullName: 'Ada Lovelace', email: 'ada@example.test', phone: '' },
    serviceId: 'c0a8012e-0000-4000-8000-000000000001',
    service: {
      id: 'c0a8012e-0000-4000-8000-000000000001',
      name: 'Family portraits',
      color: '#C2785B',
      type: 2,
      isMiniSession: false,
      isDeleted: false,
    },
    packageId: 'c0a8012e-0000-4000-8000-0000000000a1',
    packageName: 'Classic',
    serviceDateId: null,
    slotId: null,
    slots: [],
    // 10:00 in Berlin (summer time).
    startTime: '2030-06-10T08:00:00.000Z',
    duration: 90,
    timeZone: 'Europe/Berlin',
    currency: 'EUR',
    shootLocation: 'Rose Garden',
    addons: [
      {
        id: 'line-1',
        addonId: 'c0a8012e-0000-4000-8000-0000000000b1',
        name: 'Extra prints',
        fee: 2500,
        quantity: 2,
        maxQuantity: 5,
      },
    ],
    totalFee: 24000,
    couponCode: null,
    totalCouponDiscount: 0,
    tax: { mode: 'NO_TAX', rateBps: 0, amount: 0 },
    totalTip: 0,
    grandTotal: 24000,
    amountPaid: 0,
    balanceDue: 24000,
    paymentState: 4,
    isSendEmail: false,
    note: '',
    createdDate: '2030-05-01T10:00:00.000Z',
    canceledDate: null,
    answers: [],
    source: 'OWNER',
    clientTimeZone: null,
    invoices: [
      fakeInvoice(),
      fakeInvoice({
        id: 'inv-2',
        sortIndex: 1,
        paymentMilestone: 'ON_SHOOT_DATE',
        dueDate: '2030-06-10T08:00:00.000Z',
      }),
    ],
    ...overrides,
  };
}

export const fakeActivities: TActivity[] = [
  {
    id: 'act-2',
    type: 'CHANGE_LOCATION',
    createdDate: '2030-05-02T09:30:00.000Z',
    actorName: 'owner@willow.test',
    summary: 'Changed the location',
    changes: [{ field: 'Location', from: 'Park', to: 'Rose Garden' }],
  },
  {
    id: 'act-1',
    type: 'CREATED_SHOOT',
    createdDate: '2030-05-01T10:00:00.000Z',
    actorName: 'owner@willow.test',
    summary: 'Created the shoot',
    changes: [],
  },
];
