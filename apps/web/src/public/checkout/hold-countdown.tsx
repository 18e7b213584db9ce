// The sticky bar of a held time: 'Held for 14:59', counting on the server's clock. At 0 the hold
// is gone (the server frees it by itself); the parent is told once.
import { useEffect, useRef, useState } from 'react';
import { serverNow } from '../api.ts';
import { formatCountdown } from '../format.ts';
import { texts } from '../texts.ts';

type Props = {
  lockoutEnd: string;
  /** What is held, e.g. 'Fri, Jun 5, 2026 at 3:00 PM'. */
  summary: string;
  onExpire: () => void;
  onChangeTime: () => void;
};

export function HoldCountdown({ lockoutEnd, summary, onExpire, onChangeTime }: Props) {
  const end = Date.parse(lockoutEnd);
  const [remaining, setRemaining] = useState(() => end - serverNow());
  const expireRef = useRef(onExpire);
  expireRef.current = onExpire;

  useEffect(() => {
    let hasExpired = false;
    function tick() {
      const left = end - serverNow();
      setRemaining(left);
      if (left <= 0 && !hasExpired) {
        hasExpired = true;
        expireRef.current();
      }
    }
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [end]);

  const minutesLeft = Math.max(0, Math.ceil(remaining / 60_000));
  const isLow = remaining < 2 * 60_000;
  return (
    <div className={`hold-bar${isLow ? ' hold-bar--low' : ''}`}>
      <div className="hold-bar__text">
        <span className="hold-bar__summary">{summary}</span>
        <span
          className="hold-bar__timer"
          role="timer"
          aria-label={`${texts.heldFor} ${formatCountdown(remaining)}`}
        >
          {texts.heldFor} <strong>{formatCountdown(remaining)}</strong>
        </span>
      </div>
      {/* The visible timer changes every second; screen readers hear it once a minute. */}
      <span className="visually-hidden" aria-live="polite">
        {texts.holdAnnouncement(minutesLeft)}
      </span>
      <button type="button" className="button button--ghost button--small" onClick={onChangeTime}>
        {texts.changeTime}
      </button>
    </div>
  );
}
