// The texts of the account emails: reset password, confirm email, change email.
import { escapeHtml } from '../../platform/mail/escape-html.ts';
import { oneTimeTokenTtlMinutes } from './one-time-tokens.ts';

export type EmailContent = { subject: string; text: string; html: string };

export function resetPasswordEmail(appUrl: string, token: string): EmailContent {
  const link = emailLink(appUrl, '/reset-password', token);
  return linkEmail({
    subject: 'Reset your password',
    intro: 'We received a request to reset the password of your account.',
    action: 'Reset password',
    link,
    outro: `The link works once and expires in ${lifetime('RESET_PASSWORD')}. If you did not ask for this, ignore this email: your password stays the same.`,
  });
}

export function confirmEmailEmail(appUrl: string, token: string): EmailContent {
  const link = emailLink(appUrl, '/email-confirmation', token);
  return linkEmail({
    subject: 'Confirm your email address',
    intro: 'Welcome! Please confirm that this is your email address.',
    action: 'Confirm email',
    link,
    outro: `The link expires in ${lifetime('CONFIRM_EMAIL')}. If you did not create an account, ignore this email.`,
  });
}

export function changeEmailEmail(appUrl: string, token: string, newEmail: string): EmailContent {
  const link = emailLink(appUrl, '/change-email', token);
  return linkEmail({
    subject: 'Confirm your new email address',
    intro: `You asked to use ${newEmail} to sign in to your account.`,
    action: 'Confirm new email',
    link,
    outro: `The link expires in ${lifetime('CHANGE_EMAIL')}. If you did not ask for this, ignore this email.`,
  });
}

function lifetime(purpose: keyof typeof oneTimeTokenTtlMinutes): string {
  const minutes = oneTimeTokenTtlMinutes[purpose];
  const [amount, unit] =
    minutes % 1440 === 0
      ? [minutes / 1440, 'day']
      : minutes % 60 === 0
        ? [minutes / 60, 'hour']
        : [minutes, 'minute'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

function emailLink(appUrl: string, path: string, token: string): string {
  return `${appUrl}${path}?token=${encodeURIComponent(token)}`;
}

type LinkEmailParts = {
  subject: string;
  intro: string;
  action: string;
  link: string;
  outro: string;
};

function linkEmail(parts: LinkEmailParts): EmailContent {
  const text = [parts.intro, '', `${parts.action}: ${parts.link}`, '', parts.outro].join('\n');
  const html = [
    `<p>${escapeHtml(parts.intro)}</p>`,
    `<p><a href="${escapeHtml(parts.link)}">${escapeHtml(parts.action)}</a></p>`,
    `<p>Or paste this address into your browser:<br>${escapeHtml(parts.link)}</p>`,
    `<p>${escapeHtml(parts.outro)}</p>`,
  ].join('\n');
  return { subject: parts.subject, text, html };
}
