import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http-client.ts';
import { applicationServerKey, removeThisDevice, thisDeviceId } from './push-device.ts';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('push device', () => {
  it('reads the VAPID key as bytes, padding or not', () => {
    expect([...applicationServerKey('AQID')]).toEqual([1, 2, 3]);
    expect([...applicationServerKey('-_8')]).toEqual([251, 255]);
  });

  it("removes this browser's token at logout, and goes on when the server cannot be told", async () => {
    localStorage.setItem('studio.messageTokenId', 'd1');
    const remove = vi.spyOn(http, 'delete').mockRejectedValue(new Error('offline'));
    await expect(removeThisDevice()).resolves.toBeUndefined();
    expect(remove).toHaveBeenCalledWith('/api/message-tokens/d1');
    expect(thisDeviceId()).toBeUndefined();
  });

  it('tells the server nothing when this browser has no token', async () => {
    const remove = vi.spyOn(http, 'delete');
    await removeThisDevice();
    expect(remove).not.toHaveBeenCalled();
  });
});
