import { describe, expect, it } from 'vitest';
import { localWeekOf, nextSummaryDue } from './summary-schedule';
import { weekKey } from './rollups';

describe('the weekly summary schedule', () => {
  it('when it is Thursday, then the summary is due next Monday at 08:00 on the company clock', () => {
    const thursday = new Date('2026-11-26T16:00:00Z');
    expect(nextSummaryDue(thursday, 'America/Chicago').toISOString()).toBe('2026-11-30T14:00:00.000Z');
    expect(nextSummaryDue(thursday, 'Asia/Tokyo').toISOString()).toBe('2026-11-29T23:00:00.000Z');
  });

  it('when it is Monday before 08:00 local, then today; at 08:00 or after, then a week later', () => {
    expect(nextSummaryDue(new Date('2026-11-30T13:59:00Z'), 'America/Chicago').toISOString()).toBe(
      '2026-11-30T14:00:00.000Z',
    );
    expect(nextSummaryDue(new Date('2026-11-30T14:00:00Z'), 'America/Chicago').toISOString()).toBe(
      '2026-12-07T14:00:00.000Z',
    );
  });

  it('when the clocks change in the week, then 08:00 is still the wall clock', () => {
    // New York leaves daylight saving time on Sunday, November 1, 2026.
    expect(nextSummaryDue(new Date('2026-10-28T12:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-11-02T13:00:00.000Z',
    );
  });

  it('when an instant is late on Sunday in UTC, then its week is the company-local one', () => {
    const sundayEveningUtc = new Date('2026-11-29T23:30:00Z');
    expect(localWeekOf(sundayEveningUtc, 'UTC')).toEqual({ monday: '2026-11-23', nextMonday: '2026-11-30' });
    expect(localWeekOf(sundayEveningUtc, 'Asia/Tokyo')).toEqual({ monday: '2026-11-30', nextMonday: '2026-12-07' });
  });

  it('when a date is named, then its ISO week keys the rollup, the year being the week-numbering one', () => {
    expect(weekKey('2026-11-30')).toBe('2026-W49');
    expect(weekKey('2027-01-01')).toBe('2026-W53');
  });
});
