// Emails of the waitlist: the notice to the photographer when a client joins, and the
// photographer's own message to a waiting client.
import { escapeHtml } from '../../platform/mail/escape-html.ts';

export type WaitlistJoinFacts = {
  clientName: string;
  email: string;
  phone: string;
  note: string;
  serviceName: string;
  /** The service edit page, where the waitlist is. */
  link: string;
};

type Email = { subject: string; text: string; html: string };

function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

export function waitlistJoinedEmail(facts: WaitlistJoinFacts): Email {
  const lines: [string, string][] = [
    ['Name', facts.clientName],
    ['Email', facts.email],
    ['Phone', facts.phone || '----'],
    ...(facts.note ? ([['Note', facts.note]] as [string, string][]) : []),
  ];
  const intro = `${facts.clientName} joined the waitlist for ${facts.serviceName}.`;
  const text = [
    intro,
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    `See the waitlist: ${facts.link}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    '<table>',
    ...lines.map(
      ([label, value]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p><a href="${escapeHtml(facts.link)}">See the waitlist</a></p>`,
  ].join('\n');
  return {
    subject: oneLine(`${facts.clientName} joined the waitlist for ${facts.serviceName}`),
    text,
    html,
  };
}

/** The photographer's message as they wrote it: plain text, kept line by line in the HTML part. */
export function waitlistMessageEmail(input: { subject: string; message: string }): Email {
  const paragraphs = input.message
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`);
  return { subject: input.subject, text: input.message, html: paragraphs.join('\n') };
}
