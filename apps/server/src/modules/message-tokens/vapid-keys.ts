// The app's VAPID key pair (RFC 8292), which signs every Web Push request so push services know
// the messages come from the server the devices subscribed with. Made by the first instance that
// starts and kept in app_secrets, sealed with the crypto box like the other keys; every instance
// signs with the same pair, so subscriptions made through one instance work through all.
import webpush from 'web-push';
import { resolveAppSecret } from '../../platform/app-secrets.ts';
import type { Deps } from '../../platform/deps.ts';

export type VapidKeys = { publicKey: string; privateKey: string };

const SECRET_NAME = 'web-push-vapid-keys';
const BOX_CONTEXT = `app_secrets:${SECRET_NAME}`;

// One read and one unsealing per process: every push is signed with them.
const resolved = new WeakMap<object, Promise<VapidKeys>>();

export function vapidKeys(deps: Pick<Deps, 'db' | 'box'>): Promise<VapidKeys> {
  const known = resolved.get(deps.box);
  if (known) return known;
  const loading = (async () => {
    const sealed = await resolveAppSecret(deps.db, SECRET_NAME, () =>
      deps.box.seal(JSON.stringify(webpush.generateVAPIDKeys()), BOX_CONTEXT),
    );
    return JSON.parse(deps.box.open(sealed, BOX_CONTEXT)) as VapidKeys;
  })();
  resolved.set(deps.box, loading);
  loading.catch(() => resolved.delete(deps.box));
  return loading;
}

/**
 * Who push services may contact about our messages (the `sub` claim): the app's address when it
 * is https, else the sender address of its emails (a push service refuses plain http).
 */
export function vapidSubject(config: { appUrl: string; mailFrom: string }): string {
  if (config.appUrl.startsWith('https://')) return config.appUrl;
  const address = /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(config.mailFrom)?.[1] ?? config.mailFrom.trim();
  return `mailto:${address}`;
}
