import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  isCalendarDate,
  isFutureWallTime,
  localDateString,
  timeZoneLabel,
  wallClockNow,
} from '@/lib/time-zone';

describe('time zones', () => {
  const now = new Date('2026-11-21T23:30:00Z');

  it('when the wall clock is read in a zone, then it is that zone date and time', () => {
    expect(wallClockNow('America/Chicago', now)).toEqual({ date: '2026-11-21', time: '17:30' });
    expect(wallClockNow('Asia/Tokyo', now)).toEqual({ date: '2026-11-22', time: '08:30' });
  });

  it('when a slot is compared with now in its zone, then later is future and earlier is not', () => {
    expect(isFutureWallTime('2026-11-21', '17:00', 'America/Chicago', now)).toBe(false);
    expect(isFutureWallTime('2026-11-21', '18:00', 'America/Chicago', now)).toBe(true);
    expect(isFutureWallTime('2026-11-22', '09:00', 'Asia/Tokyo', now)).toBe(true);
    expect(isFutureWallTime('2026-11-22', '08:00', 'Asia/Tokyo', now)).toBe(false);
  });

  it('when a zone is named, then its generic English name', () => {
    expect(timeZoneLabel('America/Chicago')).toBe('Central Time');
  });

  it('when days are added to a date, then months and years roll over', () => {
    expect(addDaysToDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(localDateString(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('when a text is checked as a calendar date, then only a real day written yyyy-mm-dd is one', () => {
    expect(isCalendarDate('2026-11-30')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-02-31')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-30')).toBe(false);
    expect(isCalendarDate('today')).toBe(false);
  });
});
