// How instants read on a contract's pages and certificate.

const instantFormats = new Map<string, Intl.DateTimeFormat>();

/** e.g. 'Nov 28, 2026, 2:35:06 PM UTC': to the second, with the zone's name. */
export function formatInstant(instant: Date, timeZone: string): string {
  let format = instantFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'short',
    });
    instantFormats.set(timeZone, format);
  }
  return format.format(instant);
}
