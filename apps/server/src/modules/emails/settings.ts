// What composing an email needs from the process: the app's public address (links, images,
// tracking), the file storage (attachments) and the signed tokens (manage and tracking links).
// Built from deps by buildApp, once, and handed to whatever composes.
import type { Deps } from '../../platform/deps.ts';
import type { Storage } from '../../platform/file-storage.ts';
import type { SignedTokens } from '../../platform/signed-tokens.ts';

export type EmailSettings = {
  appUrl: string;
  storage: Storage;
  signedTokens: SignedTokens;
  /** Opens and clicks are recorded (links go through the app); off: links lead straight there. */
  isTrackingEnabled: boolean;
};

export function emailSettingsOf(
  deps: Pick<Deps, 'config' | 'storage' | 'signedTokens'>,
): EmailSettings {
  return {
    appUrl: deps.config.appUrl,
    storage: deps.storage,
    signedTokens: deps.signedTokens,
    isTrackingEnabled: deps.config.emailTracking,
  };
}
