import { describe, expect, it } from 'vitest';
import { datesOverMonthlyLimit, seriesDates } from './series-rules';

describe('seriesDates', () => {
  it('when there is no repeat, then the one date', () => {
    expect(seriesDates('2026-12-01', undefined)).toEqual(['2026-12-01']);
  });

  it('when every 2 weeks 3 times, then the dates 14 days apart across a month and a year end', () => {
    expect(seriesDates('2026-12-22', { everyWeeks: 2, count: 3 })).toEqual(['2026-12-22', '2027-01-05', '2027-01-19']);
  });

  it('when weekly across the change from daylight saving time, then the same weekday each week', () => {
    expect(seriesDates('2026-10-27', { everyWeeks: 1, count: 2 })).toEqual(['2026-10-27', '2026-11-03']);
  });
});

describe('datesOverMonthlyLimit', () => {
  const dates = ['2026-12-01', '2026-12-08', '2026-12-15', '2027-01-05'];

  it('when no limit, then nothing is over', () => {
    expect(datesOverMonthlyLimit(dates, () => 99, undefined).size).toBe(0);
  });

  it('when a month has one place left, then its later dates are over and the next month is not', () => {
    const booked = (month: string) => (month === '2026-12' ? 9 : 0);
    expect([...datesOverMonthlyLimit(dates, booked, 10)]).toEqual(['2026-12-08', '2026-12-15']);
  });
});
