// The free times offered when the one a client chose was taken meanwhile: the nearest to it
// (before or after), shown in time order.

/** The `count` times nearest to `target` (ties: the earlier first), in time order. */
export function nearestTimes<Time extends { startTime: string }>(
  times: readonly Time[],
  target: string | number | Date,
  count = 6,
): Time[] {
  const at = new Date(target).getTime();
  const distance = (time: Time) => Math.abs(Date.parse(time.startTime) - at);
  return [...times]
    .sort((a, b) => distance(a) - distance(b) || Date.parse(a.startTime) - Date.parse(b.startTime))
    .slice(0, Math.max(0, count))
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
}
