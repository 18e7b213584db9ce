import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MonthCalendar } from './month-calendar.tsx';

const hint = 'Use the arrow keys to move between dates.';

function renderMonth(days: Map<string, number>) {
  const onSelect = vi.fn();
  render(
    <MonthCalendar
      month="2026-06"
      days={days}
      selected={null}
      onSelect={onSelect}
      canGoBack={false}
      onMonthChange={vi.fn()}
      isLoading={false}
    />,
  );
  return onSelect;
}

describe('MonthCalendar', () => {
  it('says under the month that the arrow keys move between dates, and they do', async () => {
    const onSelect = renderMonth(
      new Map([
        ['2026-06-05', 2],
        ['2026-06-12', 1],
      ]),
    );
    const month = screen.getByRole('group', { name: 'June 2026' });
    expect(screen.getByText(hint)).toBeVisible();
    expect(month).toHaveAccessibleDescription(hint);

    const user = userEvent.setup();
    // Past the month's 'next' button, one tab stop into the days, then the arrows.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: /^Jun 5, 2026/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: /^Jun 12, 2026/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('2026-06-12');
  });

  it('gives no hint when there is no other date to move to', () => {
    renderMonth(new Map([['2026-06-05', 2]]));
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
  });
});
