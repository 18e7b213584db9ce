// Registers the owner app's service worker (public/sw.js), which shows push notifications. Only in
// production builds, where the files it serves are the released ones, and only on a secure
// context (https or localhost), the one place browsers allow a service worker.
export const SERVICE_WORKER_URL = '/sw.js';

export function canUseServiceWorker(): boolean {
  return import.meta.env.PROD && window.isSecureContext && 'serviceWorker' in navigator;
}

/** The registration, made now if the app has none yet; undefined where none is allowed. */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!canUseServiceWorker()) return undefined;
  // updateViaCache 'none': the browser asks the server for sw.js on every check, never its cache.
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, {
    scope: '/',
    updateViaCache: 'none',
  });
}

export function registerServiceWorker(): void {
  if (!canUseServiceWorker()) return;
  window.addEventListener('load', () => {
    serviceWorkerRegistration().catch((error: unknown) =>
      console.warn('The service worker could not be registered', error),
    );
  });
}
