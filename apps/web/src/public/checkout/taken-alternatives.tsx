// A time taken meanwhile (409): the server's message and the nearest free times to pick instead.
import type { TPublicTime } from '@studio/shared/booking/contracts';
import { TimeButton, timeKey } from '../availability/time-list.tsx';
import { deviceTimeZone, formatDate } from '../format.ts';
import { texts } from '../texts.ts';

type Props = {
  lines: readonly string[];
  alternatives: readonly TPublicTime[];
  timeZone: string;
  currency: string;
  onChoose: (time: TPublicTime) => void;
  pendingStartTime: string | null;
};

export function TakenAlternatives({
  lines,
  alternatives,
  timeZone,
  currency,
  onChoose,
  pendingStartTime,
}: Props) {
  const clientTimeZone = deviceTimeZone();
  return (
    <div className="alert alert--warning taken" role="alert">
      {lines.map((line) => (
        <p key={line} className="taken__message">
          {line}
        </p>
      ))}
      {alternatives.length > 0 && (
        <>
          <p>{texts.alternativesTitle}</p>
          <ul className="times__grid">
            {alternatives.map((time) => (
              <li key={timeKey(time)} className="taken__option">
                <span className="taken__date">{formatDate(time.startTime, timeZone)}</span>
                <TimeButton
                  time={time}
                  timeZone={timeZone}
                  clientTimeZone={clientTimeZone}
                  currency={currency}
                  isPending={pendingStartTime === time.startTime}
                  isCurrent={false}
                  isBusy={pendingStartTime !== null}
                  onChoose={onChoose}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
