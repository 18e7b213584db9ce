import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMessageToken } from '@studio/shared/message-tokens/contracts';
import { http } from '../../api/http-client.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { MobileAppPage } from './mobile-app-page.tsx';

const user = userEvent.setup({ delay: null });

const desktopChrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const subscriptionJson = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  expirationTime: null,
  keys: { p256dh: 'BPublicKey', auth: 'AuthSecret' },
};
const phone: TMessageToken = {
  id: 'd1',
  deviceName: 'Safari on iPhone',
  createdDate: '2026-05-01T10:00:00.000Z',
};
const laptop: TMessageToken = {
  id: 'd2',
  deviceName: 'Chrome on Windows',
  createdDate: '2026-05-02T10:00:00.000Z',
};

/** A browser that can receive push messages (a production build on https), as the test says. */
function browser(
  options: {
    userAgent?: string;
    permission?: NotificationPermission;
    /** A subscription the browser already holds, made with this key. */
    existingKey?: number[];
  } = {},
) {
  vi.stubEnv('PROD', true);
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(options.userAgent ?? desktopChrome);
  vi.stubGlobal('isSecureContext', true);
  const subscribe = vi.fn(async () => ({ toJSON: () => subscriptionJson }));
  const unsubscribe = vi.fn(async () => true);
  const existing = options.existingKey && {
    options: { applicationServerKey: new Uint8Array(options.existingKey).buffer },
    toJSON: () => subscriptionJson,
    unsubscribe,
  };
  const registration = {
    pushManager: { getSubscription: vi.fn(async () => existing ?? null), subscribe },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: vi.fn(async () => registration),
      ready: Promise.resolve(registration),
      getRegistration: vi.fn(async () => registration),
    },
  });
  vi.stubGlobal('PushManager', class {});
  const notification: {
    permission: NotificationPermission;
    requestPermission: ReturnType<typeof vi.fn<() => Promise<NotificationPermission>>>;
  } = {
    permission: options.permission ?? 'default',
    requestPermission: vi.fn(async () => {
      notification.permission = 'granted';
      return 'granted' as const;
    }),
  };
  vi.stubGlobal('Notification', notification);
  return { subscribe, unsubscribe, notification };
}

function serverWith(devices: TMessageToken[]) {
  let list = devices;
  vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/message-tokens/vapid-public-key') return { publicKey: 'AQID' };
    if (url === '/api/message-tokens') return { items: list };
    throw new Error(`unexpected GET ${url}`);
  });
  const post = vi.spyOn(http, 'post').mockImplementation(async (url: string) => {
    if (url === '/api/message-tokens') {
      list = [laptop, ...list];
      return laptop;
    }
    if (url === '/api/message-tokens/test') return { devices: list.length };
    throw new Error(`unexpected POST ${url}`);
  });
  const remove = vi.spyOn(http, 'delete').mockImplementation(async (url: string) => {
    list = list.filter((device) => `/api/message-tokens/${device.id}` !== url);
    return undefined;
  });
  return { post, remove };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('Mobile notification app page', () => {
  it('explains how to install the app on iPhone and on Android', async () => {
    browser();
    serverWith([]);
    render(withProviders(<MobileAppPage />));
    expect(await screen.findByText('iPhone and iPad')).toBeInTheDocument();
    expect(screen.getByText('Add to Home Screen')).toBeInTheDocument();
    expect(screen.getByText('Install app')).toBeInTheDocument();
    expect(screen.getByText(/iOS 16\.4 or later/)).toBeInTheDocument();
  });

  it('enables notifications on this device: permission, subscription, registration', async () => {
    const { subscribe, notification } = browser();
    const { post } = serverWith([]);
    render(withProviders(<MobileAppPage />));
    expect(await screen.findByText('No devices yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /enable notifications on this device/i }));

    expect(notification.requestPermission).toHaveBeenCalled();
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/message-tokens', subscriptionJson));
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array([1, 2, 3]),
    });
    const device = (await screen.findByText('Chrome on Windows')).closest('.ant-list-item');
    expect(within(device as HTMLElement).getByText('This device')).toBeInTheDocument();
    expect(await screen.findByText('Notifications are on for this device')).toBeInTheDocument();
  });

  it('replaces a subscription made with another key, and keeps one made with this key', async () => {
    const stale = browser({ existingKey: [9, 9, 9] });
    const { post } = serverWith([]);
    const { unmount } = render(withProviders(<MobileAppPage />));
    await user.click(
      await screen.findByRole('button', { name: /enable notifications on this device/i }),
    );
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/message-tokens', subscriptionJson));
    expect(stale.unsubscribe).toHaveBeenCalled();
    expect(stale.subscribe).toHaveBeenCalled();
    unmount();
    vi.restoreAllMocks();
    localStorage.clear();

    const current = browser({ existingKey: [1, 2, 3] });
    const again = serverWith([]);
    render(withProviders(<MobileAppPage />));
    await user.click(
      await screen.findByRole('button', { name: /enable notifications on this device/i }),
    );
    await waitFor(() =>
      expect(again.post).toHaveBeenCalledWith('/api/message-tokens', subscriptionJson),
    );
    expect(current.unsubscribe).not.toHaveBeenCalled();
    expect(current.subscribe).not.toHaveBeenCalled();
  });

  it('says so when notifications are blocked', async () => {
    const { notification } = browser();
    notification.requestPermission.mockImplementation(async () => {
      notification.permission = 'denied';
      return 'denied';
    });
    const { post } = serverWith([]);
    render(withProviders(<MobileAppPage />));
    await user.click(
      await screen.findByRole('button', { name: /enable notifications on this device/i }),
    );
    expect(await screen.findByText('Notifications are blocked')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('asks an iPhone in Safari to install the app first', async () => {
    browser({ userAgent: iPhoneSafari });
    serverWith([]);
    render(withProviders(<MobileAppPage />));
    expect(await screen.findByText('Install the app first')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /enable notifications on this device/i }),
    ).not.toBeInTheDocument();
  });

  it('says when the browser cannot show notifications', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(desktopChrome);
    serverWith([]);
    render(withProviders(<MobileAppPage />));
    expect(await screen.findByText('This browser cannot show notifications')).toBeInTheDocument();
  });

  it('lists the devices, removes one after asking, and sends a test notification', async () => {
    browser({ permission: 'granted' });
    const { post, remove } = serverWith([phone, laptop]);
    render(withProviders(<MobileAppPage />));
    expect(await screen.findByText('Safari on iPhone')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /send a test notification/i }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/message-tokens/test'));
    expect(
      await screen.findByText('A test notification is on its way to your 2 devices.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Safari on iPhone' }));
    expect(await screen.findByText('Remove this device?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/api/message-tokens/d1'));
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).not.toBeInTheDocument());
    expect(screen.getByText('Chrome on Windows')).toBeInTheDocument();
  });
});
