// The times of one day as buttons, in the business time zone, with the client's own time under
// each when their clock reads differently.
import { useCallback } from 'react';
import type { TPublicDay, TPublicTime } from '@studio/shared/booking/contracts';
import { formatMoney } from '@studio/shared/money';
import { messages } from '@studio/shared/messages';
import { formatClientTime, formatDayHeading, formatTime, readsDifferently } from '../format.ts';
import { texts } from '../texts.ts';

type Props = {
  day: TPublicDay;
  timeZone: string;
  clientTimeZone: string;
  currency: string;
  onChoose: (time: TPublicTime) => void;
  /** The start time being held right now (its button shows progress). */
  pendingStartTime: string | null;
  /** A time that cannot be chosen again (the booking's own, on the manage page). */
  currentStartTime?: string | null;
  /** The free time the visitor picked on the business's website: marked, and given focus. */
  pickedStartTime?: string | null;
};

export function timeKey(time: TPublicTime): string {
  return time.slotId ?? time.startTime;
}

export function TimeList({
  day,
  timeZone,
  clientTimeZone,
  currency,
  onChoose,
  pendingStartTime,
  currentStartTime,
  pickedStartTime,
}: Props) {
  return (
    <div className="times">
      <h3 className="times__day">
        {formatDayHeading(day.date)}
        {day.location && <span className="times__location">{day.location}</span>}
      </h3>
      <ul className="times__grid" aria-label={formatDayHeading(day.date)}>
        {day.times.map((time) => (
          <li key={timeKey(time)}>
            <TimeButton
              time={time}
              timeZone={timeZone}
              clientTimeZone={clientTimeZone}
              currency={currency}
              isPending={pendingStartTime === time.startTime}
              isCurrent={currentStartTime === time.startTime}
              isPicked={pickedStartTime === time.startTime}
              isBusy={pendingStartTime !== null}
              onChoose={onChoose}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

type TimeButtonProps = {
  time: TPublicTime;
  timeZone: string;
  clientTimeZone: string;
  currency: string;
  isPending: boolean;
  isCurrent: boolean;
  isPicked?: boolean;
  isBusy: boolean;
  onChoose: (time: TPublicTime) => void;
};

export function TimeButton(props: TimeButtonProps) {
  const { time, timeZone, clientTimeZone, currency, isPending, isCurrent, isBusy, onChoose } =
    props;
  const isPicked = Boolean(props.isPicked) && time.state === 'AVAILABLE' && !isCurrent;
  // The picked time takes focus once, when it first shows: the visitor already chose it on the
  // website, so the page scrolls to it and Enter holds it.
  const focusPicked = useCallback(
    (button: HTMLButtonElement | null) => {
      if (button && isPicked) button.focus();
    },
    [isPicked],
  );
  const label = formatTime(time.startTime, timeZone);
  const showsClient = readsDifferently(time.startTime, timeZone, clientTimeZone);
  const isOpen = time.state === 'AVAILABLE' && !isCurrent;
  const stateText = isCurrent
    ? texts.currentTime
    : time.state === 'HELD'
      ? messages.slotBookingHeld
      : time.state === 'TAKEN'
        ? texts.taken
        : null;
  return (
    <button
      type="button"
      ref={focusPicked}
      className={`time${isOpen ? '' : ' time--closed'}${isPending ? ' time--pending' : ''}${isPicked ? ' time--picked' : ''}`}
      disabled={!isOpen || isBusy}
      aria-busy={isPending || undefined}
      onClick={() => onChoose(time)}
    >
      <span className="time__main">{label}</span>
      {showsClient && (
        <span className="time__client">
          {formatClientTime(time.startTime, timeZone, clientTimeZone)} {texts.yourTime}
        </span>
      )}
      {stateText && <span className="time__state">{stateText}</span>}
      {isOpen && time.isPremium && time.premiumFee > 0 && (
        <span className="time__tag">
          {texts.premiumFee(formatMoney(time.premiumFee, currency))}
        </span>
      )}
      {isOpen && time.isReservation && <span className="time__tag">{texts.reservation}</span>}
      {isPicked && <span className="time__tag">{texts.pickedTime}</span>}
    </button>
  );
}
