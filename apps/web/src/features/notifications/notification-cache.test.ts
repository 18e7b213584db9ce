import { describe, expect, it } from 'vitest';
import type { TNotification } from '@studio/shared/notifications/contracts';
import {
  groupByAge,
  nextSkip,
  withNotification,
  withRead,
  withoutRepeats,
  type NotificationPages,
} from './notification-cache.ts';

const DAY = 86_400_000;
const now = Date.UTC(2030, 5, 12, 12);

function item(id: string, minutesAgo: number, isRead = false): TNotification {
  return {
    id,
    type: 'BOOKED',
    isRead,
    createdDate: new Date(now - minutesAgo * 60_000).toISOString(),
    link: `/shoots/${id}`,
    customer: { fullName: id },
    service: null,
    startTime: null,
  };
}

function pages(...lists: TNotification[][]): NotificationPages {
  return {
    pages: lists.map((items, index) => ({ items, hasMore: index < lists.length - 1 })),
    pageParams: lists.map((_, index) => index * 100),
  };
}

describe('the notification lists in the cache', () => {
  it('adds a new notification on top, once', () => {
    const data = pages([item('b', 5), item('c', 10)], [item('d', 20)]);
    const added = withNotification(data, item('a', 0));
    expect(added?.pages[0]?.items.map((one) => one.id)).toEqual(['a', 'b', 'c']);
    expect(added?.pages[1]?.items.map((one) => one.id)).toEqual(['d']);
    expect(withNotification(added, item('a', 0))).toBe(added);
    expect(withNotification(added, item('d', 20))).toBe(added);
    expect(withNotification(undefined, item('a', 0))).toBeUndefined();
  });

  it('keeps newest first when events arrive out of order', () => {
    const data = withNotification(pages([item('c', 10)]), item('a', 0));
    const late = withNotification(data, item('b', 5));
    expect(late?.pages[0]?.items.map((one) => one.id)).toEqual(['a', 'b', 'c']);
  });

  it('starts the next page after every row on All, after the unread ones on Unread', () => {
    const loaded = pages([item('a', 0), item('b', 1, true), item('c', 2)]).pages;
    expect(nextSkip(loaded, 'all')).toBe(3);
    expect(nextSkip(loaded, 'unread')).toBe(2);
  });

  it('marks rows read and drops rows a later page repeats', () => {
    const data = pages([item('a', 0), item('b', 1)], [item('b', 1), item('c', 2)]);
    const read = withRead(data, (one) => one.id === 'a');
    expect(read?.pages[0]?.items.map((one) => one.isRead)).toEqual([true, false]);
    expect(withoutRepeats(data).pages.map((page) => page.items.map((one) => one.id))).toEqual([
      ['a', 'b'],
      ['c'],
    ]);
  });

  it('groups into New (under a day old) and Earlier, leaving out an empty group', () => {
    const items = [
      item('a', 1),
      item('b', 24 * 60 - 1),
      item('c', 24 * 60),
      item('d', 3 * 24 * 60),
    ];
    expect(
      groupByAge(items, now, DAY).map((group) => [group.title, group.items.map((one) => one.id)]),
    ).toEqual([
      ['New', ['a', 'b']],
      ['Earlier', ['c', 'd']],
    ]);
    expect(groupByAge([item('d', 3 * 24 * 60)], now, DAY).map((group) => group.title)).toEqual([
      'Earlier',
    ]);
  });
});
