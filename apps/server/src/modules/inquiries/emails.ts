// The notice the photographer gets when a client sends an inquiry.
import type { TStoredAnswer } from '@studio/shared/questionnaires/contracts';
import { escapeHtml } from '../../platform/mail/escape-html.ts';

export type InquiryFacts = {
  clientName: string;
  /** Null for the business-wide inquiry form. */
  serviceName: string | null;
  answers: TStoredAnswer[];
  /** The inquiry page. */
  link: string;
};

/** How an answer reads in an email: Yes/No, choices joined by commas. */
export function answerText(value: TStoredAnswer['value']): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.join(', ');
  return value;
}

export function inquiryReceivedEmail(facts: InquiryFacts): {
  subject: string;
  text: string;
  html: string;
} {
  const about = facts.serviceName ? ` about ${facts.serviceName}` : '';
  const subject = `New inquiry from ${facts.clientName}${about}`.replace(/\s+/g, ' ').trim();
  const lines = facts.answers.map((answer) => [answer.label, answerText(answer.value)] as const);
  const text = [
    `${facts.clientName} sent an inquiry${about}.`,
    '',
    ...lines.flatMap(([label, value]) => [`${label}:`, value, '']),
    `Open the inquiry: ${facts.link}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(`${facts.clientName} sent an inquiry${about}.`)}</p>`,
    ...lines.map(
      ([label, value]) =>
        `<p><strong>${escapeHtml(label)}</strong><br>${escapeHtml(value).replace(/\n/g, '<br>')}</p>`,
    ),
    `<p><a href="${escapeHtml(facts.link)}">Open the inquiry</a></p>`,
  ].join('\n');
  return { subject, text, html };
}
