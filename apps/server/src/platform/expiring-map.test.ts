import { describe, expect, it } from 'vitest';
import { ExpiringMap } from './expiring-map.ts';

describe('ExpiringMap', () => {
  it('forgets expired entries and the oldest when full', () => {
    const map = new ExpiringMap<string>(2);
    map.set('a', 'acc-a', 1000);
    map.set('b', 'acc-b', 1000);
    map.set('c', 'acc-c', 1000);
    expect(map.get('a', 0)).toBeUndefined();
    expect(map.get('b', 0)).toBe('acc-b');
    expect(map.get('c', 999)).toBe('acc-c');
    expect(map.get('c', 1000)).toBeUndefined();
  });
});
