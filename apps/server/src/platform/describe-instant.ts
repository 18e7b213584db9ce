// How instants read to people in activities and emails: one wording everywhere.

/** How an instant reads to the photographer, e.g. 'Sep 1, 2030, 9:30 AM'. */
export function describeInstant(timeZone: string): (instant: Date) => string {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return (instant) => format.format(instant);
}
