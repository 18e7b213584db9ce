// What composing an email needs from the process: the app's public address (links, images,
// tracking) and the file storage (attachments). Set once at start by the email routes; the
// workers that compose run in the same process after buildApp.
import type { Storage } from '../../platform/file-storage.ts';

export type EmailSettings = {
  appUrl: string;
  storage: Storage;
  /** Opens and clicks are recorded (links go through the app); off: links lead straight there. */
  isTrackingEnabled: boolean;
};

let current: EmailSettings | undefined;

export function configureEmails(settings: EmailSettings): void {
  current = settings;
}

export function emailSettings(): EmailSettings {
  if (!current) throw new Error('emails used before configureEmails()');
  return current;
}
