// The availability template form's values and their conversion to the request, with the shared
// schema's issues mapped back onto the fields that show them.
import type { NamePath } from 'antd/es/form/interface';
import type { TAvailabilityTemplate } from '@studio/shared/availability/contracts';
import { DEFAULT_WINDOW } from '@studio/shared/availability/contracts';
import {
  defaultWeekdayWindows,
  ZAvailabilityTemplateRequest,
  type TAvailabilityTemplateRequest,
} from '@studio/shared/availability/requests';
import type { TimeWindow } from './time-range-input.tsx';

/** Monday first, as photographers plan their week; 0 is Sunday as in the request. */
export const weekdayOrder = [1, 2, 3, 4, 5, 6, 0] as const;
export const weekdayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];
export const weekdayShort = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export type TemplateType = TAvailabilityTemplate['type'];
export type WeekdayRow = { weekday: number; isOn: boolean; windows: TimeWindow[] };
export type DateRow = { date: string | null; windows: TimeWindow[] };
export type BlockOffRow = { date: string | null; time: TimeWindow; note: string };
export type TemplateFormValues = {
  name: string;
  type: TemplateType;
  weekdays: WeekdayRow[];
  dates: DateRow[];
  blockOffs: BlockOffRow[];
};

export const defaultWindow = (): TimeWindow => ({ ...DEFAULT_WINDOW });

export function templateFormValues(
  template: TAvailabilityTemplate | undefined,
): TemplateFormValues {
  const type = template?.type ?? 'WEEKDAY';
  const windows = template?.windows ?? defaultWeekdayWindows;
  const weekdayWindows = type === 'WEEKDAY' ? windows : defaultWeekdayWindows;
  const weekdays = weekdayOrder.map((weekday) => {
    const own = weekdayWindows
      .filter((window) => 'weekday' in window && window.weekday === weekday)
      .map(({ start, end }) => ({ start, end }));
    return { weekday, isOn: own.length > 0, windows: own };
  });
  const byDate = new Map<string, TimeWindow[]>();
  if (type === 'DATE') {
    for (const window of windows) {
      if (!('date' in window)) continue;
      byDate.set(window.date, [
        ...(byDate.get(window.date) ?? []),
        { start: window.start, end: window.end },
      ]);
    }
  }
  return {
    name: template?.name ?? '',
    type,
    weekdays,
    dates: [...byDate.entries()].map(([date, list]) => ({ date, windows: list })),
    blockOffs: (template?.blockOffs ?? []).map((blockOff) => ({
      date: blockOff.date,
      time: { start: blockOff.start, end: blockOff.end },
      note: blockOff.note,
    })),
  };
}

type Built = {
  request: TAvailabilityTemplateRequest;
  windowPaths: NamePath[];
  datePaths: NamePath[];
};

function build(values: TemplateFormValues): Built {
  const windowPaths: NamePath[] = [];
  const datePaths: NamePath[] = [];
  const blockOffs = (values.blockOffs ?? []).map((row) => ({
    date: row.date ?? '',
    start: row.time?.start ?? '',
    end: row.time?.end ?? '',
    note: row.note ?? '',
  }));
  if (values.type === 'WEEKDAY') {
    const windows = (values.weekdays ?? []).flatMap((row, dayIndex) =>
      row.isOn
        ? (row.windows ?? []).map((window, windowIndex) => {
            windowPaths.push(['weekdays', dayIndex, 'windows', windowIndex]);
            return { weekday: row.weekday, start: window.start, end: window.end };
          })
        : [],
    );
    return {
      request: { name: values.name ?? '', type: 'WEEKDAY', windows, blockOffs },
      windowPaths,
      datePaths,
    };
  }
  const windows = (values.dates ?? []).flatMap((row, dateIndex) =>
    (row.windows ?? []).map((window, windowIndex) => {
      windowPaths.push(['dates', dateIndex, 'windows', windowIndex]);
      datePaths.push(['dates', dateIndex, 'date']);
      return { date: row.date ?? '', start: window.start, end: window.end };
    }),
  );
  return {
    request: { name: values.name ?? '', type: 'DATE', windows, blockOffs },
    windowPaths,
    datePaths,
  };
}

export type FormFieldErrors = { fields: { name: NamePath; errors: string[] }[]; rest: string[] };

/** Request paths ('windows.3.start', 'blockOffs.0.date') -> the form fields showing them. */
function fieldFor(path: string, built: Built): NamePath | undefined {
  const [head, index, field] = path.split('.');
  if (head === 'name' || head === 'type') return head;
  const at = Number(index);
  if (head === 'windows') {
    if (field === 'date') return built.datePaths[at];
    return built.windowPaths[at];
  }
  if (head === 'blockOffs') {
    if (field === 'date' || field === 'note') return ['blockOffs', at, field];
    return ['blockOffs', at, 'time'];
  }
  return undefined;
}

export function toFieldErrors(
  errors: { field: string; message: string }[],
  built: Built,
): FormFieldErrors {
  const byField = new Map<string, { name: NamePath; errors: string[] }>();
  const rest: string[] = [];
  for (const error of errors) {
    const name = fieldFor(error.field, built);
    if (name === undefined) {
      rest.push(error.message);
      continue;
    }
    const key = JSON.stringify(name);
    const entry = byField.get(key) ?? { name, errors: [] };
    if (!entry.errors.includes(error.message)) entry.errors.push(error.message);
    byField.set(key, entry);
  }
  return { fields: [...byField.values()], rest };
}

/** The shared schema's verdict: the request to send, or the errors to show on the form. */
export function checkTemplate(
  values: TemplateFormValues,
): { request: TAvailabilityTemplateRequest; built: Built } | { errors: FormFieldErrors } {
  const built = build(values);
  const result = ZAvailabilityTemplateRequest.safeParse(built.request);
  if (result.success) return { request: built.request, built };
  return {
    errors: toFieldErrors(
      result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
      built,
    ),
  };
}
