import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conflictsWith, findConflicts, rangesOverlap, type ConflictCandidate } from './overlap.ts';
import { effectiveStatus, isHeld, isProtected } from './slot-state.ts';

const now = new Date('2026-06-01T12:00:00Z');
const later = '2026-06-01T12:10:00.000Z';
const earlier = '2026-06-01T11:50:00.000Z';

function slot(id: string, start: string, end: string, extra: Partial<ConflictCandidate> = {}) {
  return {
    id,
    startTime: `2026-06-10T${start}:00.000Z`,
    endTime: `2026-06-10T${end}:00.000Z`,
    status: 'AVAILABLE' as const,
    lockoutEnd: null,
    ...extra,
  };
}

const ids = (set: Set<string>) => [...set].sort();

describe('rangesOverlap', () => {
  it('overlaps when each starts before the other ends; touching ends do not', () => {
    expect(rangesOverlap(slot('a', '09:00', '10:00'), slot('b', '09:30', '10:30'))).toBe(true);
    expect(rangesOverlap(slot('a', '09:00', '10:00'), slot('b', '10:00', '10:30'))).toBe(false);
    expect(rangesOverlap(slot('a', '09:00', '12:00'), slot('b', '10:00', '10:30'))).toBe(true);
    expect(rangesOverlap(slot('a', '09:00', '10:00'), slot('b', '09:00', '10:00'))).toBe(true);
  });
});

describe('findConflicts', () => {
  it('flags both of two overlapping available slots, and none that only touch', () => {
    const slots = [
      slot('a', '09:00', '09:20'),
      slot('b', '09:20', '09:40'),
      slot('c', '09:30', '09:50'),
    ];
    expect(ids(findConflicts(slots, now))).toEqual(['b', 'c']);
  });

  it('never flags a booked slot, but flags the available slot that overlaps it', () => {
    const slots = [
      slot('booked', '09:00', '10:00', { status: 'BOOKED' }),
      slot('free', '09:30', '10:30'),
    ];
    expect(ids(findConflicts(slots, now))).toEqual(['free']);
  });

  it('treats SHOOTED and held slots as booked, and an expired hold as available', () => {
    const slots = [
      slot('shot', '09:00', '10:00', { status: 'SHOOTED' }),
      slot('held', '09:30', '10:30', { status: 'BOOKING', lockoutEnd: later }),
      slot('expired', '10:00', '11:00', { status: 'BOOKING', lockoutEnd: earlier }),
    ];
    expect(ids(findConflicts(slots, now))).toEqual(['expired']);
  });

  it('flags neither of two booked slots that overlap', () => {
    const slots = [
      slot('a', '09:00', '10:00', { status: 'BOOKED' }),
      slot('b', '09:30', '10:30', { status: 'BOOKED' }),
    ];
    expect(findConflicts(slots, now).size).toBe(0);
  });

  it('finds slots inside a long one and after a short one within it', () => {
    const slots = [
      slot('long', '09:00', '12:00'),
      slot('inner', '09:10', '09:20'),
      slot('late', '11:00', '11:30'),
      slot('after', '12:00', '12:30'),
    ];
    expect(ids(findConflicts(slots, now))).toEqual(['inner', 'late', 'long']);
  });

  it('flags break-time slots like any other unbooked slot', () => {
    const slots = [
      { ...slot('break', '09:00', '10:00'), isBreakTime: true },
      slot('b', '09:30', '10:30'),
    ];
    expect(ids(findConflicts(slots, now))).toEqual(['b', 'break']);
  });

  it('agrees with the pairwise definition on any set of slots (fast-check)', () => {
    const arbitrarySlot = fc
      .record({
        start: fc.integer({ min: 0, max: 200 }),
        length: fc.integer({ min: 0, max: 60 }),
        status: fc.constantFrom('AVAILABLE', 'BOOKED', 'BOOKING', 'SHOOTED'),
        hold: fc.constantFrom(earlier, later, null),
      })
      .map(({ start, length, status, hold }) => ({
        startTime: new Date(Date.parse('2026-06-10T08:00:00Z') + start * 60_000).toISOString(),
        endTime: new Date(
          Date.parse('2026-06-10T08:00:00Z') + (start + length) * 60_000,
        ).toISOString(),
        status: status as ConflictCandidate['status'],
        lockoutEnd: status === 'BOOKING' ? hold : null,
      }));
    fc.assert(
      fc.property(fc.array(arbitrarySlot, { maxLength: 30 }), (raw) => {
        const slots = raw.map((value, index) => ({ ...value, id: String(index) }));
        const expected = slots
          .filter(
            (a) => !isProtected(a, now) && slots.some((b) => b.id !== a.id && rangesOverlap(a, b)),
          )
          .map((a) => a.id)
          .sort();
        expect(ids(findConflicts(slots, now))).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});

describe('conflictsWith', () => {
  it('lists the ranges a proposed time overlaps, in their order', () => {
    const others = [
      slot('a', '09:00', '09:30'),
      slot('b', '09:30', '10:00'),
      slot('c', '10:00', '10:30'),
    ];
    expect(conflictsWith(slot('x', '09:15', '10:00'), others).map((o) => o.id)).toEqual(['a', 'b']);
    expect(conflictsWith(slot('x', '10:30', '11:00'), others)).toEqual([]);
  });
});

describe('slot state', () => {
  it('holds only while lockoutEnd is in the future', () => {
    expect(isHeld({ status: 'BOOKING', lockoutEnd: later }, now)).toBe(true);
    expect(isHeld({ status: 'BOOKING', lockoutEnd: earlier }, now)).toBe(false);
    expect(isHeld({ status: 'BOOKING', lockoutEnd: null }, now)).toBe(false);
    expect(effectiveStatus({ status: 'BOOKING', lockoutEnd: earlier }, now)).toBe('AVAILABLE');
    expect(effectiveStatus({ status: 'BOOKING', lockoutEnd: later }, now)).toBe('BOOKING');
    expect(isProtected({ status: 'BOOKED', lockoutEnd: null }, now)).toBe(true);
    expect(isProtected({ status: 'AVAILABLE', lockoutEnd: null }, now)).toBe(false);
  });
});
