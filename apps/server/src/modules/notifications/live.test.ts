// The hub alone, with a stand-in database: one LISTEN per process, one read per event whatever
// the number of streams, nothing read for a business nobody watches, heartbeats, clean-up.
import crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TNotification } from '@studio/shared/notifications/contracts';
import type { Database } from '../../db/client.ts';
import {
  HEARTBEAT_FRAME,
  createNotificationHub,
  notificationFrame,
  type EventSink,
} from './live.ts';
import { notificationPayload } from './service.ts';

afterEach(() => {
  vi.useRealTimers();
});

function standIn() {
  const handlers = new Map<string, (payload: string) => void>();
  const listen = vi.fn(async (channel: string, handler: (payload: string) => void) => {
    handlers.set(channel, handler);
    return async () => {
      handlers.delete(channel);
    };
  });
  return {
    database: { db: {} as Database, listen },
    listen,
    emit: (payload: string) => handlers.get('notifications')?.(payload),
    isListening: () => handlers.has('notifications'),
  };
}

function notification(id = crypto.randomUUID()): TNotification {
  return {
    id,
    type: 'BOOKED',
    isRead: false,
    createdDate: '2030-01-01T10:00:00.000Z',
    link: '/shoots/OABCDEFGHJK',
    customer: { fullName: 'Ada\nLovelace' },
    service: { name: 'Garden Minis', color: '#c96f3b' },
    startTime: null,
  };
}

function sink(): EventSink & { frames: string[]; isEnded: boolean } {
  const frames: string[] = [];
  const made = {
    frames,
    isEnded: false,
    write: (chunk: string) => frames.push(chunk),
    end: () => {
      made.isEnded = true;
    },
  };
  return made;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the notification hub', () => {
  it('listens once however many streams open, and stops on close', async () => {
    const db = standIn();
    const hub = createNotificationHub({ database: db.database, log: console });
    await Promise.all([hub.ready(), hub.ready(), hub.ready()]);
    expect(db.listen).toHaveBeenCalledTimes(1);
    await hub.close();
    expect(db.isListening()).toBe(false);
  });

  it('reads an event once and writes it to every stream of its business only', async () => {
    const db = standIn();
    const item = notification();
    const load = vi.fn(async () => item);
    const hub = createNotificationHub({ database: db.database, log: console, load });
    await hub.ready();
    const business = crypto.randomUUID();
    const first = sink();
    const second = sink();
    const elsewhere = sink();
    hub.add(business, first);
    hub.add(business, second);
    hub.add(crypto.randomUUID(), elsewhere);

    db.emit(notificationPayload(business, item.id));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(db.database.db, {
      businessId: business,
      notificationId: item.id,
    });
    const frame = notificationFrame(item);
    expect(first.frames).toEqual([frame]);
    expect(second.frames).toEqual([frame]);
    expect(elsewhere.frames).toEqual([]);
    // One event, one line per field: the newline inside the name stays escaped in the JSON.
    expect(frame).toBe(`id: ${item.id}\nevent: notification\ndata: ${JSON.stringify(item)}\n\n`);
    expect(frame.split('\n')).toHaveLength(5);
  });

  it('reads nothing for a business without open streams, or for a payload it cannot parse', async () => {
    const db = standIn();
    const load = vi.fn(async () => notification());
    const hub = createNotificationHub({ database: db.database, log: console, load });
    await hub.ready();
    hub.add(crypto.randomUUID(), sink());
    db.emit(notificationPayload(crypto.randomUUID(), crypto.randomUUID()));
    db.emit('not-a-payload');
    db.emit(crypto.randomUUID());
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('stops writing to a stream once it is removed', async () => {
    const db = standIn();
    const item = notification();
    const hub = createNotificationHub({
      database: db.database,
      log: console,
      load: async () => item,
    });
    await hub.ready();
    const business = crypto.randomUUID();
    const gone = sink();
    const kept = sink();
    const remove = hub.add(business, gone);
    hub.add(business, kept);
    expect(hub.streamCount(business)).toBe(2);
    remove();
    remove();
    expect(hub.streamCount(business)).toBe(1);
    db.emit(notificationPayload(business, item.id));
    await settle();
    expect(gone.frames).toEqual([]);
    expect(kept.frames).toHaveLength(1);
  });

  it('sends a heartbeat comment every 25 s while streams are open', async () => {
    vi.useFakeTimers();
    const db = standIn();
    const hub = createNotificationHub({ database: db.database, log: console });
    const stream = sink();
    const remove = hub.add(crypto.randomUUID(), stream);
    vi.advanceTimersByTime(24_999);
    expect(stream.frames).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(stream.frames).toEqual([HEARTBEAT_FRAME]);
    vi.advanceTimersByTime(25_000);
    expect(stream.frames).toEqual([HEARTBEAT_FRAME, HEARTBEAT_FRAME]);
    remove();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends every open stream when it closes', async () => {
    const db = standIn();
    const hub = createNotificationHub({ database: db.database, log: console });
    await hub.ready();
    const streams = [sink(), sink()];
    for (const stream of streams) hub.add(crypto.randomUUID(), stream);
    await hub.close();
    expect(streams.map((stream) => stream.isEnded)).toEqual([true, true]);
    expect(hub.streamCount()).toBe(0);
    await expect(hub.ready()).rejects.toThrow();
  });

  it('tries to listen again after a failed attempt', async () => {
    const db = standIn();
    db.listen.mockRejectedValueOnce(new Error('connection refused'));
    const hub = createNotificationHub({ database: db.database, log: console });
    await expect(hub.ready()).rejects.toThrow('connection refused');
    await hub.ready();
    expect(db.listen).toHaveBeenCalledTimes(2);
  });
});
