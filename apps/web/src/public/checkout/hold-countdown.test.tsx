import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HoldCountdown } from './hold-countdown.tsx';

describe('HoldCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-06-01T12:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts down from the lockout end and tells the parent once when the hold runs out', () => {
    const onExpire = vi.fn();
    render(
      <HoldCountdown
        lockoutEnd="2026-06-01T12:15:00.000Z"
        summary="Mon, Jun 1, 2026 at 8:00 AM"
        onExpire={onExpire}
        onChangeTime={() => {}}
      />,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('Held for 15:00');
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Held for 14:59');
    expect(screen.getByText('Your time is held for 15 more minutes.')).toBeInTheDocument();

    act(() => void vi.advanceTimersByTime(14 * 60_000 + 58_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Held for 0:01');
    expect(onExpire).not.toHaveBeenCalled();

    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Held for 0:00');
    expect(onExpire).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(5000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
