import { describe, expect, it } from 'vitest';
import { monthStart, recentMonths, shiftMonth } from './month-range';

describe('month ranges', () => {
  it('when months are shifted across years, then the calendar follows', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-11', 2)).toBe('2027-01');
    expect(shiftMonth('2026-11', -12)).toBe('2025-11');
  });

  it('when 6 months end now in New York, then the local month is the last, oldest first', () => {
    // 02:00 UTC on Dec 1 is still Nov 30 in New York.
    expect(recentMonths(new Date('2026-12-01T02:00:00Z'), 'America/New_York', 6)).toEqual([
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(recentMonths(new Date('2026-12-01T02:00:00Z'), 'UTC', 12)).toHaveLength(12);
  });

  it('when a month starts in a time zone, then its instant is local midnight', () => {
    expect(monthStart('2026-11', 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(monthStart('2026-07', 'America/Los_Angeles').toISOString()).toBe('2026-07-01T07:00:00.000Z');
  });
});
