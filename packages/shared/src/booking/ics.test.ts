import { describe, expect, it } from 'vitest';
import { foldLine, icsCalendar, icsText, icsUtc } from './ics.ts';

describe('icsCalendar', () => {
  const file = icsCalendar({
    uid: 'OABC@studio',
    start: '2031-03-30T08:30:00.000Z',
    end: '2031-03-30T09:00:00.000Z',
    stamp: new Date('2031-01-02T03:04:05.678Z'),
    summary: 'Spring minis, with Anna; studio',
    location: 'Rose Garden\nGate 2',
    url: 'https://example.com/booking/x',
  });

  it('is one VEVENT with UTC times, CRLF line ends and the required properties', () => {
    const lines = file.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('UID:OABC@studio');
    expect(lines).toContain('DTSTAMP:20310102T030405Z');
    expect(lines).toContain('DTSTART:20310330T083000Z');
    expect(lines).toContain('DTEND:20310330T090000Z');
    expect(lines).toContain('SUMMARY:Spring minis\\, with Anna\\; studio');
    expect(lines).toContain('LOCATION:Rose Garden\\nGate 2');
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(file).not.toMatch(/[^\r]\n/);
  });

  it('escapes text and writes instants in UTC', () => {
    expect(icsText('a\\b')).toBe('a\\\\b');
    expect(icsUtc('2031-07-01T12:00:00+02:00')).toBe('20310701T100000Z');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const long = `SUMMARY:${'é'.repeat(80)}`;
    const folded = foldLine(long).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    const encoder = new TextEncoder();
    for (const part of folded) expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(long);
  });
});
