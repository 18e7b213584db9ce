// Enum and constant lists, served by GET /api/enums.
export const slotStatuses = ['AVAILABLE', 'BOOKED', 'BOOKING', 'SHOOTED'] as const;
export const notificationTypes = [
  'BOOKED',
  'SHOOTED',
  'MEETINGS',
  'INQUIRY',
  'PENDING',
  'WAITLIST',
  'AVAILABLE',
  'CANCELLED',
  'SELECT_DATE',
] as const;
export const notificationOptionTypes = ['WAITLISTED', 'BOOKED', 'INQUIRY'] as const;
export const invoiceStatuses = ['PAID', 'PENDING', 'CANCELED'] as const;
export const invoicePaymentStates = {
  FULLY_PAID: 1,
  BALANCE_DUE: 2,
  OVERDUE: 3,
  UNPAID: 4,
} as const;
export const taskTypes = [
  'TODO',
  'EXTRA_SHOOT',
  'SEND_EMAIL',
  'SEND_CONTRACT',
  'SEND_INQUIRY',
  'COMPLETE',
] as const;
export const emailDeliveryStatuses = [
  'NEW',
  'DELIVERED',
  'OPENED',
  'COMPLAINED',
  'CLICKED',
  'FAILED',
] as const;
export const taskDependencies = [
  'BEFORE',
  'AFTER',
  'IMMEDIATELY_AT',
  'IMMEDIATELY_ALONG_WITH',
  'ABSOLUTE_DUE_TIME',
  'AFTER_PREVIOUS_EMAIL',
] as const;
export const activityTypes = [
  'CREATED_SHOOT',
  'BOOKED',
  'SEND_MAIL',
  'MARK_PAID',
  'MARK_UNPAID',
  'CANCELED',
  'MOVED',
  'CHANGE_PACKAGE',
  'CHANGE_ADDON',
  'DELETE_ADDON',
  'CHANGE_FEE',
  'ADD_ADDON',
  'CHANGE_LOCATION',
  'CHANGE_SHOOT_DATE',
  'CREATE_INQUIRY',
  'CUSTOMER_SELECT_DATE',
] as const;
export const flowTaskGroups = ['SHOOT', 'INQUIRY', 'MEETING'] as const;
export const flowTaskStatuses = ['INCOMPLETE', 'COMPLETE'] as const;

export const serviceKinds = { MINI_SESSION: 1, SESSION_TYPES: 2, BUNDLES: 3 } as const;
export const dateFilters = { ALL: 0, UP_COMING: 1, NO_SET_DATE: 2, PAST: 3 } as const;
export const listTypes = ['ALL', 'SHOOT', 'MEETING', 'INQUIRY', 'CLIENTS'] as const;
export const searchTabs = ['all', 'shoot', 'meeting', 'inquiry', 'clients'] as const;
export const sortOrders = { ASCENDING: 1, DESCENDING: 2 } as const;
export const sortBy = { NAME: 1, CREATED_DATE: 2, NUMBER: 3 } as const;

/** Durations in minutes; the buffer list also offers 0. */
export const durations = [
  5, 10, 12, 15, 20, 25, 30, 40, 45, 60, 75, 90, 120, 150, 180, 210, 240, 300, 360, 420, 480, 540,
  600, 660, 720,
] as const;
export const bufferDurations = [0, ...durations] as const;

export const expiryOptions = [
  { value: 0, label: 'Forever' },
  { value: 1, label: '1 month' },
  { value: 2, label: '2 months' },
  { value: 3, label: '3 months' },
  { value: 4, label: '4 months' },
  { value: 5, label: '5 months' },
  { value: 6, label: '6 months' },
  { value: 9, label: '9 months' },
  { value: 12, label: '1 year' },
  { value: 24, label: '2 years' },
] as const;

export const timeUnits = ['MINUTES', 'HOURS'] as const;
/** Default interval unit is the second item of the unit list. */
export const intervalUnits = ['HOURS', 'DAYS', 'MONTHS'] as const;
export const paymentMilestones = [
  'DURING_BOOKING',
  'BEFORE_SHOOT_DATE',
  'ON_SHOOT_DATE',
  'AFTER_SHOOT_DATE',
] as const;
export const taskTimingTriggers = [
  'NEWBORN_DUE_DATE',
  'SHOOT_TIME',
  'CREATED_TIME',
  'BOOKED_TIME',
  'INQUIRY_CREATED_TIME',
] as const;
export const questionnaireFieldTypes = [
  'SHORT_TEXT',
  'LONG_TEXT',
  'YES_NO',
  'SELECT',
  'CHECKBOX',
  'DATE',
  'SHOOT_DATE',
  'NEWBORN_DATE',
  'WEDDING_DATE',
  'FULL_NAME',
  'EMAIL_ADDRESS',
  'PHONE_NUMBER',
  'MESSAGE',
  'SERVICE_SELECTION',
  'REFERRAL',
] as const;
export const questionnaireTypes = ['BOOKING', 'INQUIRY'] as const;
export const availabilityTypes = ['WEEKDAY', 'DATE'] as const;
export const integrations = ['GOOGLE_CALENDAR', 'APPLE_CALENDAR', 'FLODESK', 'MAILCHIMP'] as const;
export const fonts = ['Lora', 'Manrope'] as const;
export const spacingOptions = ['NONE', 'SMALL', 'MEDIUM', 'LARGE', 'EXTRA_LARGE'] as const;
export const taxModes = ['EXCLUDE', 'INCLUDE', 'NO_TAX'] as const;
export const defaultSalesTaxPercent = 7;
export const permissions = ['VIEW', 'CHANGE', 'CREATE', 'UPDATE'] as const;
export const roles = ['Administrator'] as const;

/** The 30 supported currencies with the locale used to format them. */
export const currencies = [
  { code: 'USD', locale: 'en-US' },
  { code: 'EUR', locale: 'de-DE' },
  { code: 'GBP', locale: 'en-GB' },
  { code: 'JPY', locale: 'ja-JP' },
  { code: 'AUD', locale: 'en-AU' },
  { code: 'CAD', locale: 'en-CA' },
  { code: 'CHF', locale: 'de-CH' },
  { code: 'CNY', locale: 'zh-CN' },
  { code: 'SEK', locale: 'sv-SE' },
  { code: 'NZD', locale: 'en-NZ' },
  { code: 'MXN', locale: 'es-MX' },
  { code: 'SGD', locale: 'en-SG' },
  { code: 'HKD', locale: 'zh-HK' },
  { code: 'NOK', locale: 'nb-NO' },
  { code: 'KRW', locale: 'ko-KR' },
  { code: 'TRY', locale: 'tr-TR' },
  { code: 'INR', locale: 'en-IN' },
  { code: 'BRL', locale: 'pt-BR' },
  { code: 'ZAR', locale: 'en-ZA' },
  { code: 'DKK', locale: 'da-DK' },
  { code: 'PLN', locale: 'pl-PL' },
  { code: 'THB', locale: 'th-TH' },
  { code: 'IDR', locale: 'id-ID' },
  { code: 'HUF', locale: 'hu-HU' },
  { code: 'CZK', locale: 'cs-CZ' },
  { code: 'ILS', locale: 'he-IL' },
  { code: 'PHP', locale: 'en-PH' },
  { code: 'AED', locale: 'ar-AE' },
  { code: 'MYR', locale: 'ms-MY' },
  { code: 'VND', locale: 'vi-VN' },
] as const;

export const emailTemplateKinds = [
  'BOOKING_CONFIRMATION',
  'INITIAL_INQUIRY_RESPONSE',
  'SHOOT_REMINDER',
  'PAYMENT_REMINDER',
  'THANK_YOU',
  'QUESTIONNAIRE_REMINDER',
  'CONTRACT_SIGNING',
] as const;

/** Where a shoot's contract stands, in the order it moves. */
export const contractStates = [
  'NOT_SENT',
  'SENT',
  'VIEWED',
  'CLIENT_SIGNED',
  'COUNTERSIGNED',
  'COMPLETED',
  'VOIDED',
] as const;
/** The audit trail of a contract. */
export const contractEventTypes = [
  'SENT',
  'VIEWED',
  'CLIENT_SIGNED',
  'COUNTERSIGNED',
  'SEALED',
  'SEAL_FAILED',
  'EMAILED',
  'VOIDED',
] as const;

export const enums = {
  slotStatuses,
  notificationTypes,
  notificationOptionTypes,
  invoiceStatuses,
  invoicePaymentStates,
  taskTypes,
  emailDeliveryStatuses,
  taskDependencies,
  activityTypes,
  flowTaskGroups,
  flowTaskStatuses,
  serviceKinds,
  dateFilters,
  listTypes,
  searchTabs,
  sortOrders,
  sortBy,
  durations,
  bufferDurations,
  expiryOptions,
  timeUnits,
  intervalUnits,
  paymentMilestones,
  taskTimingTriggers,
  questionnaireFieldTypes,
  questionnaireTypes,
  availabilityTypes,
  integrations,
  fonts,
  spacingOptions,
  taxModes,
  defaultSalesTaxPercent,
  permissions,
  roles,
  currencies,
  emailTemplateKinds,
  contractStates,
  contractEventTypes,
} as const;

export type Enums = typeof enums;
