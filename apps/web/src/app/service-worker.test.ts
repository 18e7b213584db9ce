// The service worker (public/sw.js) run against a stand-in of its global scope: what a push shows,
// where a tap leads, and that it leaves every request to the network.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// Vitest runs in apps/web (its config's folder).
const source = fs.readFileSync(path.resolve('public/sw.js'), 'utf8');
const origin = 'https://studio.example';

type Listener = (event: Record<string, unknown>) => void;

function startWorker(windows: { url: string }[] = []) {
  const listeners = new Map<string, Listener>();
  const clients = windows.map((window) => {
    const client = {
      url: `${origin}${window.url}`,
      focus: vi.fn(async () => client),
      navigate: vi.fn(async (url: string) => ({ ...client, url })),
    };
    return client;
  });
  const self = {
    location: new URL(`${origin}/sw.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      claim: vi.fn(async () => undefined),
      matchAll: vi.fn(async () => clients),
      openWindow: vi.fn(async () => undefined),
    },
  };
  new Function('self', source)(self);
  /** Dispatches an event and waits for what it handed to waitUntil. */
  async function dispatch(type: string, event: Record<string, unknown> = {}) {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({
      ...event,
      waitUntil: (promise: Promise<unknown>) => (pending = promise),
    });
    await pending;
  }
  return { self, listeners, clients, dispatch };
}

const pushData = (payload: unknown) => ({
  json: () => payload,
  text: () => JSON.stringify(payload),
});

describe('service worker', () => {
  it('caches nothing: no fetch handler, so every load comes from the network', () => {
    const { listeners } = startWorker();
    expect([...listeners.keys()].sort()).toEqual([
      'activate',
      'install',
      'notificationclick',
      'push',
    ]);
    expect(source).not.toMatch(/caches\./);
  });

  it('shows a push message with its title, text and link', async () => {
    const { self, dispatch } = startWorker();
    await dispatch('push', {
      data: pushData({
        title: 'New booking',
        body: 'Ann Lee booked Family session',
        url: '/shoots/O123',
        tag: 'p1',
      }),
    });
    expect(self.registration.showNotification).toHaveBeenCalledWith('New booking', {
      body: 'Ann Lee booked Family session',
      tag: 'p1',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: `${origin}/shoots/O123` },
    });
  });

  it('never links a message to another site', async () => {
    const { self, dispatch } = startWorker();
    await dispatch('push', {
      data: pushData({ title: 'x', body: 'y', url: 'https://evil.example/', tag: 't' }),
    });
    expect(self.registration.showNotification).toHaveBeenCalledWith(
      'x',
      expect.objectContaining({ data: { url: `${origin}/` } }),
    );
  });

  it('on a tap, focuses the open app and shows the shoot there', async () => {
    const { clients, self, dispatch } = startWorker([{ url: '/home' }]);
    const notification = { close: vi.fn(), data: { url: `${origin}/shoots/O123` } };
    await dispatch('notificationclick', { notification });
    expect(notification.close).toHaveBeenCalled();
    expect(clients[0]!.focus).toHaveBeenCalled();
    expect(clients[0]!.navigate).toHaveBeenCalledWith(`${origin}/shoots/O123`);
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window when the open one cannot be focused', async () => {
    const { clients, self, dispatch } = startWorker([{ url: '/home' }]);
    clients[0]!.focus.mockRejectedValue(new Error('not allowed'));
    const notification = { close: vi.fn(), data: { url: `${origin}/shoots/O123` } };
    await dispatch('notificationclick', { notification });
    expect(self.clients.openWindow).toHaveBeenCalledWith(`${origin}/shoots/O123`);
  });

  it('on a tap with no app open, opens it at the inquiry', async () => {
    const { self, dispatch } = startWorker();
    const notification = { close: vi.fn(), data: { url: `${origin}/inquiries/I9` } };
    await dispatch('notificationclick', { notification });
    expect(self.clients.openWindow).toHaveBeenCalledWith(`${origin}/inquiries/I9`);
  });
});
