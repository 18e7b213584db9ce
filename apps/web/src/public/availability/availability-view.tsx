// The bookable times of a service: a month calendar of the days with times and the chosen day's
// times. Used to book (service page) and to move a booking (manage page).
import { useEffect, useMemo, useRef, useState } from 'react';
import type {
  TPublicAvailability,
  TPublicDay,
  TPublicTime,
} from '@studio/shared/booking/contracts';
import { instantToWall, isLocalTime, todayIn } from '@studio/shared/scheduling/zoned-time';
import { paths, request } from '../api.ts';
import { deviceTimeZone, zoneCity } from '../format.ts';
import { ErrorState } from '../ui/error-state.tsx';
import { SectionSkeleton } from '../ui/skeleton.tsx';
import { texts } from '../texts.ts';
import { useResource } from '../use-resource.ts';
import { daysInMonth, MonthCalendar } from './month-calendar.tsx';
import { TimeList } from './time-list.tsx';

type Props = {
  businessSlug: string;
  serviceSlug: string;
  /** A full session's times depend on the package's duration. */
  packageId: string | null;
  timeZone: string;
  currency: string;
  onChoose: (time: TPublicTime, day: TPublicDay) => void;
  pendingStartTime: string | null;
  /** Bumped by the parent to load the times again (after a hold expired or was refused). */
  refreshKey: number;
  /** The service has no time left at all (not this month, not later). */
  onNothingToBook?: (isEmpty: boolean) => void;
  currentStartTime?: string | null;
  clientTimeZone?: string;
  /**
   * A day to open first (YYYY-MM-DD, from the business's website linking a free time). Only opens
   * the day: nothing is held until the client picks a time, and a past or malformed day is ignored.
   */
  initialDate?: string | null;
  /**
   * The time on that day the visitor clicked (HH:mm in the business time zone): marked among the
   * day's times while it is still free; taken, held or unknown, the day shows as it is.
   */
  initialTime?: string | null;
};

function shiftMonth(month: string, step: number): string {
  const [year = 1970, m = 1] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, m - 1 + step, 1));
  return date.toISOString().slice(0, 7);
}

export function AvailabilityView(props: Props) {
  const { businessSlug, serviceSlug, packageId, timeZone, currency, refreshKey } = props;
  const clientTimeZone = props.clientTimeZone ?? deviceTimeZone();
  const today = todayIn(timeZone);
  const wanted =
    props.initialDate && /^\d{4}-\d{2}-\d{2}$/.test(props.initialDate) && props.initialDate >= today
      ? props.initialDate
      : null;
  const [month, setMonth] = useState((wanted ?? today).slice(0, 7));
  const [selected, setSelected] = useState<string | null>(wanted);
  const hasJumped = useRef(false);

  const from = month === today.slice(0, 7) ? today : `${month}-01`;
  const days = daysInMonth(month) - Number(from.slice(8)) + 1;
  const query = { from, days, ...(packageId ? { packageId } : {}) };
  const availability = useResource(
    (signal) =>
      request<TPublicAvailability>(
        'GET',
        paths.availability(businessSlug, serviceSlug, query),
        undefined,
        signal,
      ),
    `${businessSlug}/${serviceSlug}/${packageId ?? ''}/${from}/${days}`,
  );
  const { retry } = availability;
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    retry();
  }, [refreshKey, retry]);

  const data = availability.data;
  const dayMap = useMemo(
    () =>
      new Map(
        (data?.days ?? []).map((day) => [
          day.date,
          day.times.filter((time) => time.state === 'AVAILABLE').length,
        ]),
      ),
    [data],
  );

  // The first visit jumps to the first month that has times; an empty service says so.
  const { onNothingToBook } = props;
  useEffect(() => {
    if (!data) return;
    const isEmpty = data.days.length === 0;
    if (!hasJumped.current) {
      hasJumped.current = true;
      if (isEmpty && data.nextFrom) {
        setMonth(data.nextFrom.slice(0, 7));
        setSelected(data.nextFrom);
        return;
      }
      onNothingToBook?.(isEmpty && !data.nextFrom);
    }
  }, [data, onNothingToBook]);

  const day =
    data?.days.find((d) => d.date === selected) ??
    data?.days.find((d) => d.times.some((time) => time.state === 'AVAILABLE')) ??
    data?.days[0];

  const wantedTime =
    wanted && props.initialTime && isLocalTime(props.initialTime) ? props.initialTime : null;
  const pickedStartTime =
    wantedTime && day?.date === wanted
      ? (day.times.find(
          (time) =>
            time.state === 'AVAILABLE' &&
            instantToWall(time.startTime, timeZone).time === wantedTime,
        )?.startTime ?? null)
      : null;

  if (availability.error) return <ErrorState error={availability.error} onRetry={retry} />;
  return (
    <div className="availability">
      <p className="availability__zone muted">
        {texts.timesIn(zoneCity(timeZone))}
        {clientTimeZone !== timeZone && ` ${texts.yourTimeBelow(zoneCity(clientTimeZone))}`}
      </p>
      <div className="availability__layout">
        <MonthCalendar
          month={month}
          days={dayMap}
          selected={day?.date ?? null}
          onSelect={setSelected}
          canGoBack={month > today.slice(0, 7)}
          onMonthChange={(step) => {
            setMonth(shiftMonth(month, step));
            setSelected(null);
          }}
          isLoading={availability.isLoading}
        />
        <div className="availability__times">
          {availability.isLoading && <SectionSkeleton rows={4} />}
          {data && day && (
            <TimeList
              day={day}
              timeZone={timeZone}
              clientTimeZone={clientTimeZone}
              currency={currency}
              onChoose={(time) => props.onChoose(time, day)}
              pendingStartTime={props.pendingStartTime}
              currentStartTime={props.currentStartTime ?? null}
              pickedStartTime={pickedStartTime}
            />
          )}
          {data && !day && (
            <div className="empty">
              <p>{texts.noTimesThisMonth}</p>
              {data.nextFrom && (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    setMonth(data.nextFrom?.slice(0, 7) ?? month);
                    setSelected(data.nextFrom);
                  }}
                >
                  {texts.showNextTimes}
                </button>
              )}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
