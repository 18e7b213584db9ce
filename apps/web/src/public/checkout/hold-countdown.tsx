// The sticky bar of a held time: 'Held for 14:59', counting on the server's clock. At 0 the hold
// is gone (the server frees it by itself); the parent is told once.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
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

/**
 * The bar sticks to the top of the window, so whatever the browser scrolls into view (a focused
 * heading, the first field to fix) would land under it: the page's scroll padding is kept at the
 * bar's height (measured, as it grows when its text wraps) while the bar is shown.
 */
function useScrollPaddingOfBar() {
  const barRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const bar = barRef.current;
    const root = document.documentElement;
    if (!bar) return;
    const update = () =>
      root.style.setProperty('--hold-bar-height', `${bar.getBoundingClientRect().height}px`);
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--hold-bar-height');
    };
  }, []);
  return barRef;
}

export function HoldCountdown({ lockoutEnd, summary, onExpire, onChangeTime }: Props) {
  const end = Date.parse(lockoutEnd);
  const [remaining, setRemaining] = useState(() => end - serverNow());
  const expireRef = useRef(onExpire);
  expireRef.current = onExpire;
  const barRef = useScrollPaddingOfBar();

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
    <div ref={barRef} className={`hold-bar${isLow ? ' hold-bar--low' : ''}`}>
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
      <button
        type="button"
        className="button button--small hold-bar__change"
        onClick={onChangeTime}
      >
        {texts.changeTime}
      </button>
    </div>
  );
}
