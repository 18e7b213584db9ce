// The live side of notifications (ARCHITECTURE "real time"): each process LISTENs once on the
// notifications channel; an event names the business and the notification, which is loaded once
// (not once per connection) and written as a Server-Sent Event to every open stream of that
// business in this process. Other processes do the same with their own streams, so every open tab
// hears of it whichever instance it is connected to. A comment line every 25 s keeps proxies from
// closing quiet streams.
import type { FastifyBaseLogger } from 'fastify';
import { NOTIFICATION_EVENT, type TNotification } from '@studio/shared/notifications/contracts';
import type { DatabaseHandle, Executor } from '../../db/client.ts';
import { NOTIFICATIONS_CHANNEL, findNotification, parseNotificationPayload } from './service.ts';

export const HEARTBEAT_MS = 25_000;

/** Where events of one open stream go (a PassThrough piped to the response). */
export type EventSink = { write(chunk: string): unknown; end(): unknown };

export type NotificationHub = {
  /** Resolves once this process listens: whatever commits afterwards reaches the streams. */
  ready(): Promise<void>;
  /** Adds an open stream of the business; the answer removes it. */
  add(businessId: string, sink: EventSink): () => void;
  /** Open streams in this process (of one business, or all). */
  streamCount(businessId?: string): number;
  /** Ends every stream and stops listening. */
  close(): Promise<void>;
};

type Load = (
  executor: Executor,
  target: { businessId: string; notificationId: string },
) => Promise<TNotification | undefined>;

export type HubOptions = {
  database: Pick<DatabaseHandle, 'db' | 'listen'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  heartbeatMs?: number;
  /** How an announced notification is read (tests count the reads). */
  load?: Load;
};

/** One Server-Sent Event: the id lets a client tell events apart; JSON has no raw newlines. */
export function notificationFrame(notification: TNotification): string {
  return `id: ${notification.id}\nevent: ${NOTIFICATION_EVENT}\ndata: ${JSON.stringify(notification)}\n\n`;
}

export const HEARTBEAT_FRAME = ': heartbeat\n\n';

export function createNotificationHub(options: HubOptions): NotificationHub {
  const { database, log } = options;
  const load = options.load ?? findNotification;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const streams = new Map<string, Set<EventSink>>();
  let listening: Promise<void> | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let isClosed = false;

  const total = () => [...streams.values()].reduce((sum, set) => sum + set.size, 0);

  function write(sink: EventSink, frame: string): void {
    try {
      sink.write(frame);
    } catch (error) {
      // A stream that is going away; its close removes it.
      log.warn({ err: error }, 'a notification stream refused a write');
    }
  }

  async function deliver(payload: string): Promise<void> {
    const target = parseNotificationPayload(payload);
    if (!target) return;
    // Most events concern businesses with nobody watching from this process: no read at all.
    if (!streams.get(target.businessId)?.size) return;
    const notification = await load(database.db, target);
    if (!notification) return;
    const frame = notificationFrame(notification);
    for (const sink of streams.get(target.businessId) ?? []) write(sink, frame);
  }

  function onEvent(payload: string): void {
    deliver(payload).catch((error: unknown) => {
      log.warn({ err: error }, 'a live notification could not be delivered');
    });
  }

  function updateHeartbeat(): void {
    const count = total();
    if (count > 0 && !heartbeat) {
      heartbeat = setInterval(() => {
        for (const set of streams.values()) for (const sink of set) write(sink, HEARTBEAT_FRAME);
      }, heartbeatMs);
      heartbeat.unref();
    } else if (count === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  }

  return {
    ready() {
      if (isClosed) return Promise.reject(new Error('the notification hub is closed'));
      listening ??= database
        .listen(NOTIFICATIONS_CHANNEL, onEvent)
        .then((stop) => {
          unlisten = stop;
        })
        .catch((error: unknown) => {
          // The next stream tries again.
          listening = undefined;
          throw error;
        });
      return listening;
    },

    add(businessId, sink) {
      let set = streams.get(businessId);
      if (!set) {
        set = new Set();
        streams.set(businessId, set);
      }
      set.add(sink);
      updateHeartbeat();
      let isRemoved = false;
      return () => {
        if (isRemoved) return;
        isRemoved = true;
        const current = streams.get(businessId);
        current?.delete(sink);
        if (current?.size === 0) streams.delete(businessId);
        updateHeartbeat();
      };
    },

    streamCount(businessId) {
      return businessId === undefined ? total() : (streams.get(businessId)?.size ?? 0);
    },

    async close() {
      isClosed = true;
      const sinks = [...streams.values()].flatMap((set) => [...set]);
      streams.clear();
      updateHeartbeat();
      for (const sink of sinks) sink.end();
      await listening?.catch(() => undefined);
      await unlisten?.();
    },
  };
}
