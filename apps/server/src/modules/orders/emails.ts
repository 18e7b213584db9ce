// The email a client gets when the photographer books a shoot with "send email" on.
import { escapeHtml } from '../../platform/mail/escape-html.ts';

export type BookingEmailFacts = {
  businessName: string;
  clientName: string;
  serviceName: string;
  /** 'Jun 10, 2030, 9:30 AM', or null when the shoot has no date yet. */
  when: string | null;
  location: string;
  total: string;
  paid: string;
};

export function bookingConfirmationEmail(facts: BookingEmailFacts): {
  subject: string;
  text: string;
  html: string;
} {
  const lines: [string, string][] = [
    ['Session', facts.serviceName],
    ['When', facts.when ?? 'To be arranged'],
    ...(facts.location ? ([['Where', facts.location]] as [string, string][]) : []),
    ['Total', facts.total],
    ['Paid so far', facts.paid],
  ];
  const greeting = `Hi ${facts.clientName},`;
  const intro = `your shoot with ${facts.businessName} is booked.`;
  const outro = 'Reply to this email if anything should change. See you soon!';
  const text = [
    greeting,
    '',
    intro,
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    outro,
    '',
    facts.businessName,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<table>',
    ...lines.map(
      ([label, value]) =>
        `<tr><th align="left" style="padding-right:16px">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p>${escapeHtml(outro)}</p>`,
    `<p>${escapeHtml(facts.businessName)}</p>`,
  ].join('\n');
  return { subject: `Your shoot with ${facts.businessName} is booked`, text, html };
}
