// A real SMTP server in the test process (smtp-server), recording every message it accepted, with
// hooks to refuse, hold or act at the exact points of an SMTP transaction a test cares about.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  mail: ParsedMail;
  recipients: string[];
  /** The outbox row the message was sent for (its X-Outbox-Id header). */
  outboxId: string | undefined;
};

/** An SMTP reply a hook answers with instead of accepting. */
export type SmtpRefusal = { code: number; message: string };

export type SmtpListenerOptions = {
  /** Listen on this port (a server started again where a stopped one listened); default any free one. */
  port?: number;
  /** Refuses every recipient with 550. */
  isRejecting?: boolean;
  /** Runs before RCPT TO is answered; a refusal refuses it, and a promise delays the answer. */
  onRcptTo?: (attempt: number) => SmtpRefusal | undefined | Promise<SmtpRefusal | undefined>;
  /** Runs once a message's data has arrived in full; a refusal answers it instead of 250. */
  refuseData?: (mail: ParsedMail) => SmtpRefusal | undefined;
  /** Runs right after the server answered 250 to a message's data. */
  afterAccepting?: (received: ReceivedMail) => void;
};

export type SmtpListener = {
  url: string;
  received: ReceivedMail[];
  rcptAttempts: number;
  /** Messages whose DATA the server took with 354, whether they were completed or not. */
  dataStarts: number;
  close(): Promise<void>;
};

function refusal(reply: SmtpRefusal): Error {
  return Object.assign(new Error(reply.message), { responseCode: reply.code });
}

export async function startSmtpListener(options: SmtpListenerOptions = {}): Promise<SmtpListener> {
  const listener: SmtpListener = {
    url: '',
    received: [],
    rcptAttempts: 0,
    dataStarts: 0,
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      listener.rcptAttempts += 1;
      if (options.isRejecting)
        return callback(refusal({ code: 550, message: 'Mailbox unavailable' }));
      void Promise.resolve(options.onRcptTo?.(listener.rcptAttempts)).then((answer) =>
        callback(answer ? refusal(answer) : undefined),
      );
    },
    onData(stream, session, callback) {
      listener.dataStarts += 1;
      simpleParser(stream).then(
        (mail) => {
          const refused = options.refuseData?.(mail);
          if (refused) return callback(refusal(refused));
          const header = mail.headers.get('x-outbox-id');
          const received: ReceivedMail = {
            mail,
            recipients: session.envelope.rcptTo.map((r) => r.address),
            outboxId: typeof header === 'string' ? header : undefined,
          };
          listener.received.push(received);
          callback();
          options.afterAccepting?.(received);
        },
        (error: Error) => callback(error),
      );
    },
  });
  // A client killed mid-transaction resets its connection, which is what some tests do on purpose.
  server.on('error', () => {});
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve()),
  );
  listener.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  listener.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return listener;
}
