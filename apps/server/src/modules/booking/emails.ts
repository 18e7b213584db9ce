// The owner's fixed notices of a client's booking: a new booking, and a change the client made on
// the manage link (the client's own emails are the workflow's, from the email templates). Values
// are escaped in the HTML.
import { escapeHtml } from '../../platform/mail/escape-html.ts';

export type EmailContent = { subject: string; text: string; html: string };
type Line = [label: string, value: string];

function render(input: {
  subject: string;
  paragraphs: string[];
  lines: Line[];
  link?: { label: string; url: string };
  closing: string[];
}): EmailContent {
  const text = [
    ...input.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...input.lines.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(input.link ? [`${input.link.label}: ${input.link.url}`, ''] : []),
    ...input.closing,
  ].join('\n');
  const html = [
    ...input.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    '<table>',
    ...input.lines.map(
      ([label, value]) =>
        `<tr><th align="left" style="padding-right:16px">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    ...(input.link
      ? [`<p><a href="${escapeHtml(input.link.url)}">${escapeHtml(input.link.label)}</a></p>`]
      : []),
    ...input.closing.map((line) => `<p>${escapeHtml(line)}</p>`),
  ].join('\n');
  return { subject: input.subject, text, html };
}

export type OwnerNoticeFacts = {
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  serviceName: string;
  when: string | null;
  total: string;
  paidOnline: string | null;
  /** The business takes payments online; without it the notice says nothing was taken. */
  paysOnline: boolean;
  shootUrl: string;
};

export function ownerBookingNoticeEmail(facts: OwnerNoticeFacts): EmailContent {
  const lost =
    facts.when === null
      ? [
          'The payment arrived after the held time had run out, so the shoot has no time yet. Please agree a time with the client.',
        ]
      : [];
  return render({
    subject: `New booking: ${facts.clientName}, ${facts.serviceName}`,
    paragraphs: [`${facts.clientName} booked ${facts.serviceName} on your booking page.`, ...lost],
    lines: [
      ['Client', facts.clientName],
      ['Email', facts.clientEmail],
      ['Phone', facts.clientPhone],
      ['Session', facts.serviceName],
      ['When', facts.when ?? 'No time yet'],
      ['Total', facts.total],
      ...(facts.paidOnline ? ([['Paid online', facts.paidOnline]] as Line[]) : []),
      // The client was told they pay at the session or by invoice: the owner reads the same.
      ...(facts.paysOnline
        ? []
        : ([
            [
              'Payment',
              'Nothing was taken online (online payments are not connected). The client was told they pay at the session or by your invoice.',
            ],
          ] as Line[])),
    ],
    link: { label: 'Open the shoot', url: facts.shootUrl },
    closing: [],
  });
}

export type OwnerChangeFacts = {
  change: 'CANCELED' | 'MOVED';
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  serviceName: string;
  /** The booked time before the change, as 'when' above; null: it had none. */
  previousWhen: string | null;
  /** MOVED: the new time. */
  newWhen: string | null;
  shootUrl: string;
};

/** The client cancelled or moved their booking on the manage link. */
export function ownerClientChangeEmail(facts: OwnerChangeFacts): EmailContent {
  const isCanceled = facts.change === 'CANCELED';
  return render({
    subject: isCanceled
      ? `Booking cancelled: ${facts.clientName}, ${facts.serviceName}`
      : `Booking moved: ${facts.clientName}, ${facts.serviceName}`,
    paragraphs: [
      isCanceled
        ? `${facts.clientName} cancelled their booking of ${facts.serviceName} from their booking link. The time is free again on your booking page.`
        : `${facts.clientName} moved their booking of ${facts.serviceName} to another time from their booking link.`,
    ],
    lines: [
      ['Client', facts.clientName],
      ['Email', facts.clientEmail],
      ['Phone', facts.clientPhone],
      ['Session', facts.serviceName],
      ...(isCanceled
        ? ([['Was booked for', facts.previousWhen ?? 'No time yet']] as Line[])
        : ([
            ['New time', facts.newWhen ?? 'No time yet'],
            ['Previous time', facts.previousWhen ?? 'No time yet'],
          ] as Line[])),
    ],
    link: { label: 'Open the shoot', url: facts.shootUrl },
    closing: [],
  });
}
