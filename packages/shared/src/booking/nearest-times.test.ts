import { describe, expect, it } from 'vitest';
import { nearestTimes } from './nearest-times.ts';

const at = (hour: number, day = 10) =>
  ({ startTime: new Date(Date.UTC(2031, 5, day, hour)).toISOString() }) as const;

describe('nearestTimes', () => {
  it('picks the closest times on both sides and answers them in time order', () => {
    const times = [at(8), at(9), at(11), at(12), at(16), at(9, 11)];
    const picked = nearestTimes(times, at(10).startTime, 3);
    expect(picked.map((t) => t.startTime)).toEqual([at(8), at(9), at(11)].map((t) => t.startTime));
  });

  it('prefers the earlier of two equally near times', () => {
    const picked = nearestTimes([at(12), at(8)], at(10).startTime, 1);
    expect(picked).toEqual([at(8)]);
  });

  it('answers at most six by default and nothing for an empty list', () => {
    const many = Array.from({ length: 20 }, (_, hour) => at(hour));
    expect(nearestTimes(many, at(3).startTime)).toHaveLength(6);
    expect(nearestTimes([], Date.now())).toEqual([]);
  });
});
