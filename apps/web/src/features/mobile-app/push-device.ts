// This browser as a device that receives the owner's notifications: whether it can, subscribing it
// to push messages and registering it with the server, and removing it again (at logout).
import type {
  TCreateMessageTokenRequest,
  TMessageToken,
  TVapidPublicKey,
} from '@studio/shared/message-tokens/contracts';
import { http } from '../../api/http-client.ts';
import { serviceWorkerRegistration } from '../../app/service-worker.ts';

/** The id of this browser's registered device, so it can be marked and removed at logout. */
const DEVICE_KEY = 'studio.messageTokenId';

export type PushState =
  /** No push messages in this browser (or not over https, or a development build). */
  | 'unsupported'
  /** iPhone and iPad receive push messages only in the app added to the Home Screen. */
  | 'needs-install'
  /** The owner blocked notifications for the app: only the browser's settings undo that. */
  | 'denied'
  /** Can be switched on: the browser asks for permission. */
  | 'default'
  /** Permission given; the device may or may not be registered yet. */
  | 'granted';

export function isAppleMobile(): boolean {
  const agent = navigator.userAgent;
  // iPadOS presents itself as a Mac; its touch screen tells them apart.
  return (
    /iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1)
  );
}

/** Whether the app runs installed (from the Home Screen or as an installed app). */
export function isInstalledApp(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone;
  return standalone === true || window.matchMedia('(display-mode: standalone)').matches;
}

export function pushState(): PushState {
  if (isAppleMobile() && !isInstalledApp()) return 'needs-install';
  const isSupported =
    import.meta.env.PROD &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window;
  if (!isSupported) return 'unsupported';
  return Notification.permission;
}

export function thisDeviceId(): string | undefined {
  return localStorage.getItem(DEVICE_KEY) ?? undefined;
}

/** The VAPID key as PushManager.subscribe takes it: the raw bytes of the base64url text. */
export function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function isSameKey(known: ArrayBuffer | null | undefined, key: Uint8Array): boolean {
  if (!known) return true;
  const bytes = new Uint8Array(known);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

export class PushPermissionDeniedError extends Error {
  constructor() {
    super('Notifications are blocked for this app');
  }
}

/**
 * Asks for permission, subscribes the browser with the server's VAPID key and registers the
 * subscription (the same one again updates the device the server has, never doubles it).
 */
export async function enableOnThisDevice(): Promise<TMessageToken> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionDeniedError();
  const registration = await serviceWorkerRegistration();
  if (!registration) throw new Error('Notifications are not available in this browser');
  await navigator.serviceWorker.ready;
  const { publicKey } = await http.get<TVapidPublicKey>('/api/message-tokens/vapid-public-key');
  const key = applicationServerKey(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made with another key (the server's keys were made anew) would have every
  // message refused by the push service: it is replaced.
  if (subscription && !isSameKey(subscription.options?.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const token = await http.post<TMessageToken>(
    '/api/message-tokens',
    subscription.toJSON() as TCreateMessageTokenRequest,
  );
  localStorage.setItem(DEVICE_KEY, token.id);
  return token;
}

/**
 * Logging out: the server forgets this browser's device and the browser drops its subscription,
 * so nothing about the business reaches a device nobody is signed in on. Never fails: logging out
 * goes on when the server cannot be told (the dropped subscription answers 410 to the next
 * message, and the server removes the device then).
 */
export async function removeThisDevice(): Promise<void> {
  const id = thisDeviceId();
  localStorage.removeItem(DEVICE_KEY);
  if (id) await http.delete(`/api/message-tokens/${id}`).catch(() => undefined);
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    await (await registration?.pushManager.getSubscription())?.unsubscribe();
  } catch {
    // No service worker or push manager here: nothing was subscribed.
  }
}

/** The device was removed from the list: if it was this browser, it is no longer registered. */
export function forgetThisDevice(id: string): void {
  if (thisDeviceId() === id) localStorage.removeItem(DEVICE_KEY);
}
