import { describe, expect, it } from 'vitest';
import { localDate, monthKey } from './time-zones';

describe("a company's calendar date", () => {
  it('is the date on the wall clock of the zone, not in UTC', () => {
    const lateEvening = new Date('2026-12-01T04:30:00Z'); // Nov 30, 20:30 in Los Angeles
    expect(localDate(lateEvening, 'America/Los_Angeles')).toBe('2026-11-30');
    expect(localDate(lateEvening, 'Europe/Berlin')).toBe('2026-12-01');
    expect(localDate(new Date('2026-12-31T23:30:00Z'), 'Asia/Tokyo')).toBe('2027-01-01');
  });

  it('turns at local midnight on the day clocks change', () => {
    // New York springs forward on Mar 8, 2026: midnight is 05:00Z, and 23:59 that day is 03:59Z the next.
    expect(localDate(new Date('2026-03-08T04:59:00Z'), 'America/New_York')).toBe('2026-03-07');
    expect(localDate(new Date('2026-03-08T05:00:00Z'), 'America/New_York')).toBe('2026-03-08');
    expect(localDate(new Date('2026-03-09T03:59:00Z'), 'America/New_York')).toBe('2026-03-08');
  });

  it('names the month of the rollups from the same date', () => {
    expect(monthKey(new Date('2026-12-01T04:30:00Z'), 'America/Los_Angeles')).toBe('2026-11');
    expect(monthKey(new Date('2026-12-01T04:30:00Z'), 'UTC')).toBe('2026-12');
  });
});
