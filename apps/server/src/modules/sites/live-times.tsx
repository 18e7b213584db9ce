// The free times of the Inline booking blocks, filled into a published page each time it is served.
//
// Why not inside the kept page: the kept page (live-cache.ts) is current while the site version
// holds, and site_versions watches what the page is made of (business, services, packages, pages,
// settings), not bookings. Free times change with every booking, hold, block-off, working-hours
// edit, busy calendar range and simply with the clock, and a full session's times have no version
// at all (booking/availability-cache.ts computes them on every request). Adding all of that to the
// site version would re-render whole pages on every booking and still miss the clock. So the kept
// page holds a marker (InlineBookingBlock) and this fills it from the public availability the
// booking pages use, kept here for at most FRESH_MS per service: a time booked a moment ago may
// still show for that long, and the booking page it links to checks the time again.
/** @jsxRuntime automatic @jsxImportSource react */
import { renderToStaticMarkup } from 'react-dom/server';
import {
  FreeTimesList,
  liveTimesAttribute,
  type TSiteFreeTimes,
} from '@studio/site/blocks/inline-booking.tsx';
import { addDays, todayIn } from '@studio/shared/scheduling/zoned-time';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { VersionedCache } from '../../platform/versioned-cache.ts';
import { getAvailability } from '../booking/availability.ts';
import { requirePublicService } from '../booking/public-service.ts';

/** How long a service's rendered free times are reused. */
export const FRESH_MS = 20_000;
/** How far ahead the first days with a free time are looked for. */
const LOOKAHEAD_DAYS = 31;
/** The most times shown on one day; the booking page has the rest. */
const TIMES_PER_DAY = 8;

const markerPattern = new RegExp(
  `<div class="site-booking__times site-booking__times--pending" ${liveTimesAttribute}="([a-z0-9-]{1,200})" data-days="([1-7])">[^<]*</div>`,
  'g',
);

/** Does the page hold an Inline booking block's marker (cheap test before any work)? */
export function hasLiveTimes(html: string): boolean {
  return html.includes(`${liveTimesAttribute}="`);
}

function dayLabel(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** The service's next days with a free time, or none when it cannot be booked any more. */
export async function freeTimesOf(
  executor: Executor,
  slugs: { businessSlug: string; serviceSlug: string },
  dayCount: number,
  now: Date = new Date(),
): Promise<{ serviceName: string; times: TSiteFreeTimes } | null> {
  let target;
  try {
    target = await requirePublicService(executor, slugs);
  } catch (error) {
    // Deleted, paused or made private since the page was kept.
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
  const timeZone = target.business.timeZone;
  const today = todayIn(timeZone, now.getTime());
  const answer = await getAvailability(
    executor,
    target,
    { from: today, days: LOOKAHEAD_DAYS },
    now,
  );
  const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
  const open = answer.days
    .map((day) => ({
      date: day.date,
      label: dayLabel(day.date),
      times: day.times
        .filter((time) => time.state === 'AVAILABLE')
        .slice(0, TIMES_PER_DAY)
        .map((time) => ({
          startTime: time.startTime,
          label: clock.format(new Date(time.startTime)),
        })),
    }))
    .filter((day) => day.times.length > 0);
  const days = open.slice(0, dayCount);
  const last = days.at(-1);
  const nextFrom = open.length > dayCount && last ? addDays(last.date, 1) : answer.nextFrom;
  return { serviceName: target.service.name, times: { days, nextFrom, timeZone } };
}

export class LiveTimes {
  // Every entry is labelled version 0 and expires FRESH_MS after it was computed: the cache's
  // bounds (entries, bytes) and its sharing of concurrent misses are what is wanted here.
  private readonly cache: VersionedCache;

  constructor(private readonly now: () => number = Date.now) {
    this.cache = new VersionedCache({ maxEntries: 5_000, maxBytes: 16 * 1024 * 1024 }, now);
  }

  /** The page with each Inline booking marker replaced by that service's free times. */
  async fill(executor: Executor, businessSlug: string, html: string): Promise<string> {
    const markers = [...html.matchAll(markerPattern)];
    if (markers.length === 0) return html;
    const filled = new Map<string, string>();
    for (const [marker, serviceSlug = '', days = '4'] of markers) {
      if (filled.has(marker)) continue;
      filled.set(marker, await this.fragment(executor, businessSlug, serviceSlug, Number(days)));
    }
    return html.replace(markerPattern, (marker) => filled.get(marker) ?? marker);
  }

  private async fragment(
    executor: Executor,
    businessSlug: string,
    serviceSlug: string,
    dayCount: number,
  ): Promise<string> {
    const key = [businessSlug.toLowerCase(), serviceSlug, dayCount].join('|');
    const answer = await this.cache.get(key, 0, async () => {
      const now = this.now();
      const found = await freeTimesOf(
        executor,
        { businessSlug: businessSlug.toLowerCase(), serviceSlug },
        dayCount,
        new Date(now),
      );
      const times = found?.times ?? { days: [], nextFrom: null, timeZone: 'UTC' };
      return {
        body: renderToStaticMarkup(
          <FreeTimesList
            businessSlug={businessSlug.toLowerCase()}
            serviceSlug={serviceSlug}
            serviceName={found?.serviceName ?? ''}
            times={times}
          />,
        ),
        validUntil: now + FRESH_MS,
      };
    });
    return answer.body.toString('utf8');
  }
}
