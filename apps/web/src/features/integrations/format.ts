// How the integrations page writes a moment: its day, as every owner screen writes dates.
import { dayjs } from '../../ui/dayjs.ts';
import { DATE_FORMAT } from '../../ui/date-formats.ts';

export function formatInstantDate(instant: string): string {
  return dayjs(instant).format(DATE_FORMAT);
}
