// A month of days; the days with times are buttons, the rest plain numbers. The month is one tab
// stop and arrow keys move between the days that can be chosen (left/right: previous/next;
// up/down: a week; Home/End), as the accessible date pickers do: a busy month would otherwise put
// twenty tab stops between the client and the times. As few people know that pattern, a visible
// hint under the month says it whenever there is more than one day to move to.
import { useId, useRef, type KeyboardEvent } from 'react';
import { addDays } from '@studio/shared/scheduling/zoned-time';
import { weekdayOf } from '@studio/shared/scheduling/zoned-time';
import { formatLocalDate, formatMonth } from '../format.ts';
import { texts } from '../texts.ts';

type Props = {
  month: string;
  /** Local dates with times to show -> how many can be chosen. */
  days: ReadonlyMap<string, number>;
  selected: string | null;
  onSelect: (date: string) => void;
  canGoBack: boolean;
  onMonthChange: (step: -1 | 1) => void;
  isLoading: boolean;
};

export function daysInMonth(month: string): number {
  const [year = 1970, m = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m, 0)).getUTCDate();
}

export function MonthCalendar({
  month,
  days,
  selected,
  onSelect,
  canGoBack,
  onMonthChange,
  isLoading,
}: Props) {
  const gridRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const count = daysInMonth(month);
  const dates = Array.from(
    { length: count },
    (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`,
  );
  const leading = weekdayOf(`${month}-01`);
  const choosable = dates.filter((date) => days.has(date));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = (event.target as HTMLElement).dataset.date;
    if (!current) return;
    let next: string | undefined;
    const index = choosable.indexOf(current);
    if (event.key === 'ArrowRight') next = choosable[index + 1];
    else if (event.key === 'ArrowLeft') next = choosable[index - 1];
    else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const candidate = addDays(current, event.key === 'ArrowDown' ? 7 : -7);
      next = days.has(candidate) ? candidate : undefined;
    } else if (event.key === 'Home') next = choosable[0];
    else if (event.key === 'End') next = choosable[choosable.length - 1];
    else return;
    event.preventDefault();
    if (next) gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${next}"]`)?.focus();
  }

  return (
    <div className="calendar">
      <div className="calendar__header">
        <button
          type="button"
          className="icon-button"
          onClick={() => onMonthChange(-1)}
          disabled={!canGoBack}
          aria-label={texts.previousMonth}
        >
          ‹
        </button>
        <h3 className="calendar__month" aria-live="polite">
          {formatMonth(month)}
        </h3>
        <button
          type="button"
          className="icon-button"
          onClick={() => onMonthChange(1)}
          aria-label={texts.nextMonth}
        >
          ›
        </button>
      </div>
      <div className="calendar__weekdays" aria-hidden="true">
        {texts.weekdays.map((day) => (
          <span key={day}>{day}</span>
        ))}
      </div>
      <div
        ref={gridRef}
        className={`calendar__grid${isLoading ? ' calendar__grid--loading' : ''}`}
        role="group"
        aria-label={formatMonth(month)}
        aria-busy={isLoading || undefined}
        aria-describedby={choosable.length > 1 ? hintId : undefined}
        onKeyDown={onKeyDown}
      >
        {Array.from({ length: leading }, (_, i) => (
          <span key={`blank-${i}`} aria-hidden="true" />
        ))}
        {dates.map((date) => {
          const available = days.get(date);
          const day = Number(date.slice(8));
          if (available === undefined) {
            return (
              <span key={date} className="calendar__day calendar__day--off" aria-hidden="true">
                {day}
              </span>
            );
          }
          const isSelected = date === selected;
          return (
            <button
              key={date}
              type="button"
              data-date={date}
              className={`calendar__day${isSelected ? ' calendar__day--selected' : ''}`}
              aria-pressed={isSelected}
              aria-label={`${formatLocalDate(date)}, ${texts.timesAvailable(available)}`}
              // One tab stop into the month; arrows move within it.
              tabIndex={isSelected || (!selected && date === choosable[0]) ? 0 : -1}
              onClick={() => onSelect(date)}
            >
              {day}
              {available > 0 && <span className="calendar__dot" aria-hidden="true" />}
            </button>
          );
        })}
      </div>
      {choosable.length > 1 && (
        <p id={hintId} className="calendar__hint muted small">
          {texts.calendarKeys}
        </p>
      )}
    </div>
  );
}
