// How the contact pages write names, dates, times and counts.
import { dayjs } from '../../ui/dayjs.ts';

export const DATE_FORMAT = 'MMM D, YYYY';
export const TIME_FORMAT = 'h:mm A';

export function formatDate(iso: string, timeZone: string): string {
  return dayjs(iso).tz(timeZone).format(DATE_FORMAT);
}

export function formatTime(iso: string, timeZone: string): string {
  return dayjs(iso).tz(timeZone).format(TIME_FORMAT);
}

/** 'Ada Lovelace' -> 'AL'; one word gives one letter. */
export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => Array.from(word ?? '')[0]?.toUpperCase() ?? '').join('');
}

/** Soft backgrounds for initials, chosen by the name so a contact keeps its colour. */
const avatarTones = ['#E8EFEC', '#F3E9DC', '#E6ECF5', '#F2E6EC', '#EDEAF5', '#E9F0E1'];

export function avatarToneOf(fullName: string): string {
  let hash = 0;
  for (const char of fullName) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return avatarTones[hash % avatarTones.length] ?? avatarTones[0]!;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}
