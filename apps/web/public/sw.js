// The owner app's service worker: it shows the push messages of new bookings, inquiries and
// waitlist sign-ups, and opens their shoot or inquiry when one is tapped.
//
// It caches nothing and has no fetch handler, on purpose: every page and file comes from the
// network exactly as without it, so an installed app can never keep running a release the server
// has replaced (a cached app shell is what makes PWAs show stale builds after a deploy). Loads stay
// fast without it: the build's files are hashed and cached for a year by the browser, and the
// HTML is revalidated on each load. The app needs the network for its data anyway.
//
// The server sends this file with Cache-Control: no-cache and the page registers it with
// updateViaCache 'none', so a new version is picked up on the next load; skipWaiting and
// clients.claim let it take over at once, as there is no cache whose version could clash.

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** Only a path of this app is opened: a message cannot send the owner to another site. */
function appUrl(path) {
  const url = new URL(typeof path === 'string' ? path : '/', self.location.origin);
  return url.origin === self.location.origin ? url.href : new URL('/', self.location.origin).href;
}

function readMessage(data) {
  try {
    const message = data ? data.json() : undefined;
    return message && typeof message === 'object' ? message : {};
  } catch {
    return { body: data ? data.text() : '' };
  }
}

self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  const title = typeof message.title === 'string' && message.title ? message.title : 'Studio';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      // A message sent again (its first send's outcome was unknown) replaces the one shown.
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: appUrl(message.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = appUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        try {
          // Focus first, while the tap still allows it; then show the shoot or inquiry there.
          const focused = await open.focus();
          if (focused.url !== target) await focused.navigate(target);
          return;
        } catch {
          // The browser would not focus or steer that window: open the link in a new one.
        }
      }
      await self.clients.openWindow(target);
    })(),
  );
});
