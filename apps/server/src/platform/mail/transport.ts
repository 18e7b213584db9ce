// How a composed email leaves the process: SMTP when SMTP_URL is set, otherwise an .eml file
// under DATA_DIR/mail, so development and the embedded mode never lose a message.
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';
import type { OutboxAttachment } from './schema.ts';

export type MailMessage = {
  /** The outbox row id; names the .eml file and is kept in a header for tracing. */
  id: string;
  /** The email's own Message-ID, the same on every try: a receiver that sees it twice can drop one. */
  messageId: string;
  /** The MAIL_FROM address, with the business's name shown when fromName is set. */
  from: string;
  fromName?: string | null;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: readonly OutboxAttachment[];
};

export type SentMail = { messageId: string };

/**
 * Called once the whole message is written and before the step that can deliver it: SMTP's
 * end-of-data marker, or the file's final name. If it throws, the message is abandoned
 * undelivered and `send` rejects with its error.
 */
export type HandOver = () => Promise<void>;

export type MailTransport = {
  send(message: MailMessage, handOver: HandOver): Promise<SentMail>;
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

// A send that hangs fails instead of holding its outbox row (whose lease the worker renews) forever.
const smtpTimeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

export function createMailTransport(options: TransportOptions): MailTransport {
  return options.smtpUrl
    ? smtpTransport(options.smtpUrl)
    : fileTransport(path.join(options.dataDir, 'mail'), options.log);
}

/** The address part of MAIL_FROM ('Studio <no-reply@x>' -> 'no-reply@x'). */
function addressOf(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}

function toNodemailer(message: MailMessage): SendMailOptions {
  return {
    // The business's name is shown, the app's address sends: a business address would fail SPF/DKIM.
    from: message.fromName
      ? { name: message.fromName, address: addressOf(message.from) }
      : message.from,
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.attachments && message.attachments.length > 0
      ? {
          attachments: message.attachments.map((attachment) => ({
            filename: attachment.filename,
            contentType: attachment.contentType,
            content: attachment.content,
            encoding: 'base64',
          })),
        }
      : {}),
    messageId: message.messageId,
    headers: { 'X-Outbox-Id': message.id },
  };
}

/**
 * Passes `source` through but ends only after `handOver` resolved. Nothing is read before the
 * consumer reads: nodemailer pipes the message only once the server said 354 to DATA, and writes
 * the end-of-data marker when this stream ends, so the hand-over falls between the two.
 */
function endingAfter(source: Readable, handOver: HandOver): Readable {
  async function* passThenHandOver() {
    for await (const chunk of source) yield chunk as Buffer;
    await handOver();
  }
  return Readable.from(passThenHandOver(), { objectMode: false });
}

function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...smtpTimeouts });
  // The hand-over of each send in flight, by Message-ID. nodemailer's 'stream' step runs after the
  // message is composed and before the SMTP transaction; wrapping the read stream there is the one
  // place to reach the moment between the message's last byte and its end-of-data marker.
  const handOvers = new Map<string, HandOver>();
  transporter.use('stream', (mail, done) => {
    const handOver =
      typeof mail.data.messageId === 'string' ? handOvers.get(mail.data.messageId) : undefined;
    if (handOver) {
      const node = mail.message;
      const createReadStream = node.createReadStream.bind(node);
      node.createReadStream = (options) => endingAfter(createReadStream(options), handOver);
    }
    done();
  });
  return {
    async send(message, handOver) {
      handOvers.set(message.messageId, handOver);
      try {
        const info = await transporter.sendMail(toNodemailer(message));
        return { messageId: info.messageId };
      } finally {
        handOvers.delete(message.messageId);
      }
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
    async send(message, handOver) {
      const info = await transporter.sendMail(toNodemailer(message));
      await fs.mkdir(directory, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(directory, `${stamp}-${message.id}.eml`);
      if (!Buffer.isBuffer(info.message))
        throw new Error('stream transport did not buffer the message');
      // Written under a temporary name first: the rename is this transport's point of delivery.
      const partial = `${file}.partial`;
      await fs.writeFile(partial, info.message);
      try {
        await handOver();
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
      await fs.rename(partial, file);
      log.info(
        { file, to: message.to, subject: message.subject },
        'email written to file (SMTP_URL is not set)',
      );
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}
