// How a composed email leaves the process: SMTP when SMTP_URL is set, otherwise an .eml file
// under DATA_DIR/mail, so development and the embedded mode never lose a message.
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';

export type MailMessage = {
  /** The outbox row id; names the .eml file and is kept in a header for tracing. */
  id: string;
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
};

export type SentMail = { messageId: string };

export type MailTransport = {
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
};

export type MailLogger = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

export type TransportOptions = {
  smtpUrl: string | undefined;
  dataDir: string;
  log: MailLogger;
};

// A send that hangs must fail well before the worker's lease on the row runs out.
const smtpTimeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

export function createMailTransport(options: TransportOptions): MailTransport {
  return options.smtpUrl
    ? smtpTransport(options.smtpUrl)
    : fileTransport(path.join(options.dataDir, 'mail'), options.log);
}

function toNodemailer(message: MailMessage): SendMailOptions {
  return {
    from: message.from,
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    headers: { 'X-Outbox-Id': message.id },
  };
}

function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...smtpTimeouts });
  return {
    async send(message) {
      const info = await transporter.sendMail(toNodemailer(message));
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

function fileTransport(directory: string, log: MailLogger): MailTransport {
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await transporter.sendMail(toNodemailer(message));
      await fs.mkdir(directory, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(directory, `${stamp}-${message.id}.eml`);
      if (!Buffer.isBuffer(info.message))
        throw new Error('stream transport did not buffer the message');
      await fs.writeFile(file, info.message);
      log.info(
        { file, to: message.to, subject: message.subject },
        'email written to file (SMTP_URL is not set)',
      );
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}
