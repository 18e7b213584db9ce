// Availability templates in words: 'Mon – Fri · 9:00 AM – 5:00 PM', for the list of templates.
import type { TAvailabilityTemplate } from '@studio/shared/availability/contracts';
import { weekdayOrder, weekdayShort } from './template-form.ts';
import { formatWallTime, formatWeekdayDate } from '../../ui/date-formats.ts';

type Window = { start: string; end: string };

function windowsText(windows: Window[]): string {
  return [...windows]
    .sort((a, b) => a.start.localeCompare(b.start))
    .map((window) => `${formatWallTime(window.start)} – ${formatWallTime(window.end)}`)
    .join(', ');
}

/** One line per run of consecutive weekdays (Monday first) with the same hours. */
export function weekdayLines(template: TAvailabilityTemplate): string[] {
  const days = weekdayOrder.map((weekday) => ({
    weekday,
    text: windowsText(
      template.windows.filter((window) => 'weekday' in window && window.weekday === weekday),
    ),
  }));
  const lines: string[] = [];
  let runStart = 0;
  for (let index = 1; index <= days.length; index += 1) {
    const first = days[runStart];
    const current = days[index];
    if (current && first && current.text === first.text) continue;
    if (first?.text) {
      const last = days[index - 1];
      const label =
        index - 1 === runStart
          ? weekdayShort[first.weekday]
          : `${weekdayShort[first.weekday]} – ${weekdayShort[last?.weekday ?? 0]}`;
      lines.push(`${label} · ${first.text}`);
    }
    runStart = index;
  }
  return lines;
}

/** The dates of a DATE template from `today` on, soonest first. */
export function upcomingDates(template: TAvailabilityTemplate, today: string): string[] {
  const dates = new Set<string>();
  for (const window of template.windows) {
    if ('date' in window && window.date >= today) dates.add(window.date);
  }
  return [...dates].sort();
}

export function dateLine(template: TAvailabilityTemplate, date: string): string {
  const windows = template.windows.filter((window) => 'date' in window && window.date === date);
  return `${formatWeekdayDate(date)} · ${windowsText(windows)}`;
}
