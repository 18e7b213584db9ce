// The times a client can choose (GET .../availability): a mini session's slots with their state,
// or a full session's computed times. Built for speed: the service lookup and a few prepared
// statements, whatever the number of slots. A mini session's answer also says until when it holds
// with no write (availability-cache.ts keeps it that long, or until the business's version moves).
import { computeBookableTimes } from '@studio/shared/availability/bookable-times';
import type {
  TPublicAvailability,
  TPublicDay,
  TPublicTime,
} from '@studio/shared/booking/contracts';
import { nearestTimes } from '@studio/shared/booking/nearest-times';
import { serviceKinds } from '@studio/shared/enums';
import { messages } from '@studio/shared/messages';
import {
  addDays,
  addMinutes,
  DAY_MS,
  instantToWall,
  todayIn,
  wallTimeToInstant,
} from '@studio/shared/scheduling/zoned-time';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { listBusyRanges } from '../availability/busy-ranges.ts';
import { googleBusyRanges } from '../google-calendar/busy.ts';
import { bookableTemplate } from '../availability/service.ts';
import { findServicePackage, type PackageRow } from '../packages/booking-queries.ts';
import {
  findNextHoldEnd,
  findNextOpenMiniSlot,
  listPublicMiniSlots,
} from '../scheduling/slot-reads.ts';
import type { PublicTarget } from './public-service.ts';

/** How far ahead nextFrom looks for the next day with a time. */
const NEXT_LOOKAHEAD_DAYS = 366;
const NEXT_CHUNK_DAYS = 31;

export type AvailabilityInput = { from: string; days: number; packageId?: string | undefined };

type Range = { start: number; end: number; firstDate: string; endDate: string };

/** [from 00:00, from + days 00:00) in the business zone, never before today. */
function rangeOf(input: AvailabilityInput, timeZone: string, now: Date): Range {
  const today = todayIn(timeZone, now.getTime());
  const endDate = addDays(input.from, input.days);
  const firstDate = input.from < today ? today : input.from;
  return {
    start: Math.max(wallTimeToInstant(firstDate, '00:00', timeZone), now.getTime()),
    end: wallTimeToInstant(endDate, '00:00', timeZone),
    firstDate,
    endDate,
  };
}

function pushTime(
  days: Map<string, TPublicDay>,
  date: string,
  location: string,
  time: TPublicTime,
) {
  let day = days.get(date);
  if (!day) {
    day = { date, location, times: [] };
    days.set(date, day);
  }
  day.times.push(time);
}

/** Days with something a client could take now or soon (AVAILABLE or held) are kept. */
function openDays(days: Map<string, TPublicDay>): TPublicDay[] {
  return [...days.values()].filter((day) =>
    day.times.some((time) => time.state === 'AVAILABLE' || time.state === 'HELD'),
  );
}

/** What a mini session's times are read with (the cache reads it in its one cheap query). */
export type MiniTarget = { businessId: string; serviceId: string; timeZone: string };

/**
 * An answer with the instant until which it stays right when nothing is written: the first time
 * a shown slot starts (it drops out), a shown hold ends (HELD turns AVAILABLE or TAKEN), a later
 * hold ends (nextFrom may change), or the business day changes. Writes are the version's job.
 */
export type TimedAvailability = { answer: TPublicAvailability; validUntil: number };

function nextMidnight(timeZone: string, now: Date): number {
  return wallTimeToInstant(addDays(todayIn(timeZone, now.getTime()), 1), '00:00', timeZone);
}

/** A mini session's times from `from` for `days` days, with the instant the answer expires. */
export async function miniSessionAvailability(
  executor: Executor,
  target: MiniTarget,
  input: AvailabilityInput,
  now: Date,
): Promise<TimedAvailability> {
  const { timeZone } = target;
  const range = rangeOf(input, timeZone, now);
  let validUntil = nextMidnight(timeZone, now);
  if (range.end <= range.start) {
    return { answer: { timeZone, days: [], nextFrom: null }, validUntil };
  }
  const scope = { businessId: target.businessId, serviceId: target.serviceId };
  const end = new Date(range.end).toISOString();
  const [rows, next, laterHoldEnd] = await Promise.all([
    listPublicMiniSlots(executor, { ...scope, start: new Date(range.start).toISOString(), end }),
    findNextOpenMiniSlot(executor, { ...scope, start: end }),
    findNextHoldEnd(executor, { ...scope, start: end, now: now.toISOString() }),
  ]);
  // Slots a busy time of the chosen Google calendars overlaps are shown taken.
  const googleBusy = await googleBusyRanges(executor, {
    businessId: target.businessId,
    start: new Date(range.start),
    end: new Date(range.end),
    now,
  });
  const isGoogleBusy = (startMs: number, endMs: number) =>
    googleBusy.some((busy) => Date.parse(busy.start) < endMs && Date.parse(busy.end) > startMs);
  const nowMs = now.getTime();
  if (laterHoldEnd !== null) {
    validUntil = Math.min(validUntil, new Date(laterHoldEnd).getTime());
  }
  const days = new Map<string, TPublicDay>();
  for (const row of rows) {
    const startMs = new Date(row.start_time).getTime();
    validUntil = Math.min(validUntil, startMs);
    const lockoutEndMs = row.lockout_end === null ? null : new Date(row.lockout_end).getTime();
    const isHeld = row.status === 'BOOKING' && lockoutEndMs !== null && lockoutEndMs > nowMs;
    if (isHeld) validUntil = Math.min(validUntil, lockoutEndMs);
    const isTaken =
      row.status === 'BOOKED' ||
      row.status === 'SHOOTED' ||
      (!isHeld && (row.is_conflict || isGoogleBusy(startMs, new Date(row.end_time).getTime())));
    pushTime(days, row.date, row.location, {
      slotId: row.id,
      startTime: new Date(startMs).toISOString(),
      endTime: new Date(row.end_time).toISOString(),
      state: isHeld ? 'HELD' : isTaken ? 'TAKEN' : 'AVAILABLE',
      isPremium: row.is_premium,
      premiumFee: row.is_premium ? Number(row.premium_fee) : 0,
      isReservation: row.is_reservation,
    });
  }
  return {
    answer: { timeZone, days: openDays(days), nextFrom: next?.date ?? null },
    validUntil,
  };
}

/** The package of the service a full session is booked with (its duration), or 404. */
export async function packageOfService(
  executor: Executor,
  target: PublicTarget,
  packageId: string,
): Promise<PackageRow> {
  const row = await findServicePackage(executor, {
    businessId: target.business.id,
    serviceId: target.service.id,
    packageId,
  });
  if (!row) throw AppError.validation('packageId', messages.packageNotFound);
  return row;
}

/** A full session's times between two local dates (both included), from its availability template. */
export async function fullSessionStartTimes(
  executor: Executor,
  target: PublicTarget,
  input: { from: string; to: string; durationMinutes: number; now: Date },
): Promise<number[]> {
  const { business, service } = target;
  if (!service.availabilityTemplateId || input.from > input.to) return [];
  const template = await bookableTemplate(executor, {
    businessId: business.id,
    templateId: service.availabilityTemplateId,
  });
  if (!template) return [];
  const timeZone = business.timeZone;
  const busy = await listBusyRanges(executor, {
    businessId: business.id,
    start: new Date(wallTimeToInstant(input.from, '00:00', timeZone) - DAY_MS),
    end: new Date(wallTimeToInstant(addDays(input.to, 1), '00:00', timeZone) + DAY_MS),
    now: input.now,
  });
  return computeBookableTimes({
    template,
    from: input.from,
    to: input.to,
    timeZone,
    duration: input.durationMinutes,
    buffer: service.bufferMinutes,
    busy,
    now: input.now,
  }).map((start) => Date.parse(start));
}

async function fullAvailability(
  executor: Executor,
  target: PublicTarget,
  input: AvailabilityInput,
  range: Range,
  now: Date,
): Promise<TPublicAvailability> {
  const pkg = input.packageId ? await packageOfService(executor, target, input.packageId) : null;
  const durationMinutes = pkg?.shootDurationMinutes ?? target.service.durationMinutes;
  const timeZone = target.business.timeZone;
  const starts = await fullSessionStartTimes(executor, target, {
    from: range.firstDate,
    to: addDays(range.endDate, -1),
    durationMinutes,
    now,
  });
  const days = new Map<string, TPublicDay>();
  for (const start of starts) {
    if (start >= range.end) break;
    pushTime(days, instantToWall(start, timeZone).date, pkg?.shootLocation ?? '', {
      slotId: null,
      startTime: new Date(start).toISOString(),
      endTime: addMinutes(start, durationMinutes).toISOString(),
      state: 'AVAILABLE',
      isPremium: false,
      premiumFee: 0,
      isReservation: false,
    });
  }
  // The next day with a time: a month at a time, for up to a year.
  let nextFrom: string | null = null;
  for (
    let offset = 0;
    offset < NEXT_LOOKAHEAD_DAYS && nextFrom === null;
    offset += NEXT_CHUNK_DAYS
  ) {
    const from = addDays(range.endDate, offset);
    const [first] = await fullSessionStartTimes(executor, target, {
      from,
      to: addDays(from, NEXT_CHUNK_DAYS - 1),
      durationMinutes,
      now,
    });
    if (first !== undefined) nextFrom = instantToWall(first, timeZone).date;
  }
  return { timeZone, days: [...days.values()], nextFrom };
}

/** GET .../availability: the service's times from `from` for `days` days (business time zone). */
export async function getAvailability(
  executor: Executor,
  target: PublicTarget,
  input: AvailabilityInput,
  now: Date = new Date(),
): Promise<TPublicAvailability> {
  const timeZone = target.business.timeZone;
  if (target.service.kind === serviceKinds.MINI_SESSION) {
    const mini = { businessId: target.business.id, serviceId: target.service.id, timeZone };
    return (await miniSessionAvailability(executor, mini, input, now)).answer;
  }
  const range = rangeOf(input, timeZone, now);
  if (range.end <= range.start) return { timeZone, days: [], nextFrom: null };
  return fullAvailability(executor, target, input, range, now);
}

/**
 * Up to six free times nearest to the one a client wanted (offered with a 409 when it was taken):
 * from the two weeks around it.
 */
export async function nearestFreeTimes(
  executor: Executor,
  target: PublicTarget,
  input: { near: Date; packageId?: string | null },
): Promise<TPublicTime[]> {
  const timeZone = target.business.timeZone;
  const date = instantToWall(input.near, timeZone).date;
  const availability = await getAvailability(executor, target, {
    from: addDays(date, -7),
    days: 15,
    packageId: input.packageId ?? undefined,
  });
  const free = availability.days.flatMap((day) =>
    day.times.filter((time) => time.state === 'AVAILABLE'),
  );
  return nearestTimes(free, input.near, 6);
}
