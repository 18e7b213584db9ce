// The mail server of the browser journeys: a real SMTP server (smtp-server) on a fixed port
// (E2E_SMTP_PORT, 3197) that the app sends through (SMTP_URL), so the journeys read what went the
// production way: outbox, mail worker, SMTP. Each accepted message is kept byte for byte as an
// .eml file under E2E_DATA_DIR/smtp, where tests/support/mail.ts reads it.
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.E2E_SMTP_PORT ?? 3197);
const directory = path.join(process.env.E2E_DATA_DIR ?? '.', 'smtp');
fs.mkdirSync(directory, { recursive: true });
let count = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    count += 1;
    const file = path.join(directory, `${Date.now()}-${String(count).padStart(5, '0')}.eml`);
    // Written under a temporary name and renamed once complete, so a reader never sees half a message.
    const partial = `${file}.partial`;
    const out = fs.createWriteStream(partial);
    stream.pipe(out);
    out.on('finish', () => {
      fs.renameSync(partial, file);
      callback();
    });
    out.on('error', (error) => callback(error));
  },
});
server.on('error', (error) => console.error('SMTP stand-in:', error.message));
server.listen(port, '127.0.0.1', () => console.log(`SMTP stand-in on smtp://127.0.0.1:${port}`));

function stop(): void {
  server.close(() => process.exit(0));
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
