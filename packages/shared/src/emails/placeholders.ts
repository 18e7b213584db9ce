// The placeholders an email template may contain: square-bracket tokens that are replaced by the
// values of the shoot, inquiry or contact the email is about. The editor's insert menu lists them
// by group with these labels; the server fills them (a value that is missing shows four dashes, a
// value known to be empty shows nothing).

export const placeholderGroups = [
  'CLIENT',
  'BUSINESS',
  'PACKAGE',
  'SHOOT',
  'PAYMENT',
  'LINKS',
  'ADDONS',
  'PAYMENT_SCHEDULE',
] as const;
export type TPlaceholderGroup = (typeof placeholderGroups)[number];

export const placeholderGroupLabels: Record<TPlaceholderGroup, string> = {
  CLIENT: 'Client',
  BUSINESS: 'Business',
  PACKAGE: 'Package',
  SHOOT: 'Shoot',
  PAYMENT: 'Payment',
  LINKS: 'Links',
  ADDONS: 'Add-on list',
  PAYMENT_SCHEDULE: 'Payment schedule',
};

/**
 * TEXT: one line of text. LINK: an address; in HTML the token becomes a link, and a link whose
 * address is the token gets the address. LIST: lines; in HTML a bulleted list, in text one per line.
 * NOTE: a sentence that may name an address; in HTML the address becomes a link.
 */
export type TPlaceholderKind = 'TEXT' | 'LINK' | 'LIST' | 'NOTE';

export type TPlaceholder = {
  key: string;
  /** What the template contains, brackets included. */
  token: string;
  /** The insert menu's text. */
  label: string;
  group: TPlaceholderGroup;
  kind: TPlaceholderKind;
};

function placeholder(
  key: string,
  token: string,
  label: string,
  group: TPlaceholderGroup,
  kind: TPlaceholderKind = 'TEXT',
): TPlaceholder {
  return { key, token: `[${token}]`, label, group, kind };
}

export const placeholders = [
  placeholder('clientFullName', 'Client Full Name', 'Full name', 'CLIENT'),
  placeholder('clientFirstName', 'Client First Name', 'First name', 'CLIENT'),
  placeholder('clientEmail', 'Client Email', 'Email', 'CLIENT'),
  placeholder('clientPhone', 'Client Phone', 'Phone', 'CLIENT'),

  placeholder('businessName', 'Business Name', 'Business name', 'BUSINESS'),
  placeholder('businessEmail', 'Business Email', 'Email', 'BUSINESS'),
  placeholder('businessPhone', 'Business Phone', 'Phone', 'BUSINESS'),
  placeholder('businessWebsite', 'Business Website', 'Website', 'BUSINESS', 'LINK'),

  placeholder('serviceName', 'Service Name', 'Service name', 'PACKAGE'),
  placeholder('packageName', 'Package Name', 'Package name', 'PACKAGE'),
  placeholder('packagePrice', 'Package Price', 'Package price', 'PACKAGE'),

  placeholder('shootDate', 'Shoot Date', 'Date', 'SHOOT'),
  placeholder('shootTime', 'Shoot Time', 'Start time', 'SHOOT'),
  placeholder('shootEndTime', 'Shoot End Time', 'End time', 'SHOOT'),
  placeholder('shootTimeZone', 'Shoot Time Zone', 'Time zone', 'SHOOT'),
  // The shoot's time where the client booked from, when it reads differently there; else nothing.
  placeholder(
    'shootTimeClientZone',
    'Shoot Time Client Zone',
    "Time in the client's zone",
    'SHOOT',
  ),
  placeholder('shootDuration', 'Shoot Duration', 'Duration', 'SHOOT'),
  placeholder('shootLocation', 'Shoot Location', 'Location', 'SHOOT'),

  placeholder('totalFee', 'Total Fee', 'Total fee', 'PAYMENT'),
  placeholder('amountPaid', 'Amount Paid', 'Amount paid', 'PAYMENT'),
  placeholder('balanceDue', 'Balance Due', 'Balance due', 'PAYMENT'),
  placeholder('nextPaymentAmount', 'Next Payment Amount', 'Next payment amount', 'PAYMENT'),
  placeholder('nextPaymentDueDate', 'Next Payment Due Date', 'Next payment due date', 'PAYMENT'),
  // What the client is told about paying, as the checkout and the manage page tell it.
  placeholder('paymentTerms', 'Payment Terms', 'Payment terms', 'PAYMENT', 'LIST'),

  placeholder('bookingManageLink', 'Booking Manage Link', 'Booking manage link', 'LINKS', 'LINK'),
  placeholder('questionnaireLink', 'Questionnaire Link', 'Questionnaire link', 'LINKS', 'LINK'),
  placeholder('contractLink', 'Contract Link', 'Contract link', 'LINKS', 'LINK'),
  placeholder('invoiceLink', 'Invoice Link', 'Invoice link', 'LINKS', 'LINK'),
  // The business's Zoom meeting link (the /zoom page), for consultations and online meetings.
  placeholder('zoomMeetingLink', 'Zoom Meeting Link', 'Zoom meeting link', 'LINKS', 'LINK'),
  // A sentence with the manage link while the booking questions wait for answers; else nothing.
  placeholder(
    'pendingQuestionsNote',
    'Pending Questions Note',
    'Questions waiting note',
    'LINKS',
    'NOTE',
  ),

  placeholder('addonList', 'Add-on List', 'Add-on list', 'ADDONS', 'LIST'),

  placeholder(
    'paymentSchedule',
    'Payment Schedule',
    'Payment schedule',
    'PAYMENT_SCHEDULE',
    'LIST',
  ),
] as const satisfies readonly TPlaceholder[];

export type TPlaceholderKey = (typeof placeholders)[number]['key'];

/** What a missing value shows. */
export const MISSING_VALUE = '----';

/**
 * A value known to be empty (the client books from the business's own time zone, no questions
 * wait): it shows nothing rather than the missing value's dashes, and a paragraph or list item
 * that holds only it, perhaps after its bold label, is left out.
 */
export const KNOWN_EMPTY: unique symbol = Symbol('known empty');

/** One placeholder's value: text, or lines for a list; null when missing. */
export type TPlaceholderValue = string | string[] | null | typeof KNOWN_EMPTY;

const byToken = new Map<string, TPlaceholder>(
  placeholders.map((entry) => [entry.token.toLowerCase(), entry]),
);

/** The placeholder a token names (any case, inner spaces as typed), or undefined. */
export function placeholderOfToken(token: string): TPlaceholder | undefined {
  return byToken.get(token.replace(/\s+/g, ' ').toLowerCase());
}

/** Any bracketed run that could be a token; placeholderOfToken says whether it is one. */
export const TOKEN_PATTERN = /\[[A-Za-z][A-Za-z -]{0,40}\]/g;

/** The placeholder values of one record. */
export type TPlaceholderValues = Partial<Record<TPlaceholderKey, TPlaceholderValue>>;

/**
 * Plain-text filling (subjects, the text part, previews): every known token, missing = '----',
 * known empty = nothing.
 */
export function fillPlaceholdersAsText(template: string, values: TPlaceholderValues): string {
  return template.replace(TOKEN_PATTERN, (token) => {
    const entry = placeholderOfToken(token);
    if (!entry) return token;
    const value = values[entry.key as TPlaceholderKey];
    if (value === KNOWN_EMPTY) return '';
    if (value === null || value === undefined) return MISSING_VALUE;
    if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : MISSING_VALUE;
    return value.trim() === '' ? MISSING_VALUE : value;
  });
}
