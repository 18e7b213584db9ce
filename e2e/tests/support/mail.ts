// Reads the emails the SMTP stand-in received (smtp-stand-in.ts keeps each as an .eml file).
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { expect } from '@playwright/test';

export type ReceivedEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: string }[];
};

async function readAll(): Promise<ReceivedEmail[]> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'smtp');
  if (!fs.existsSync(dir)) return [];
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(fs.readFileSync(path.join(dir, file)));
      const to = Array.isArray(parsed.to)
        ? parsed.to.map((a) => a.text).join(', ')
        : (parsed.to?.text ?? '');
      return {
        to,
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
        attachments: parsed.attachments.map((file) => ({
          filename: file.filename ?? '',
          contentType: file.contentType,
          content: file.content.toString('utf8'),
        })),
      };
    }),
  );
}

/** Waits for the email to `address` whose subject matches, as the mail worker delivers it. */
export async function waitForEmail(address: string, subject: RegExp): Promise<ReceivedEmail> {
  let found: ReceivedEmail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readAll()).find((m) => m.to.includes(address) && subject.test(m.subject));
        return Boolean(found);
      },
      { timeout: 20_000, message: `an email to ${address} matching ${subject}` },
    )
    .toBe(true);
  return found as ReceivedEmail;
}

export function linkIn(email: ReceivedEmail, pathPrefix: string): string {
  const match = email.text.match(new RegExp(`https?://\\S+${pathPrefix}\\?\\S+`));
  if (!match) throw new Error(`no ${pathPrefix} link in: ${email.text}`);
  return match[0];
}
