import { describe, expect, it } from 'vitest';
import { datesFrom, freePlaces, fullDate, nightsBetween, placeDates, stayRefusal } from './stay-rules';

describe('stay rules', () => {
  it('counts nights by calendar date, across months and a DST change', () => {
    expect(nightsBetween('2026-12-01', '2026-12-04')).toBe(3);
    expect(nightsBetween('2026-10-31', '2026-11-02')).toBe(2);
    expect(nightsBetween('2027-03-13', '2027-03-15')).toBe(2);
  });

  it('refuses a missing check-out, 0 nights, a check-out before check-in and more than 30 nights', () => {
    expect(stayRefusal('2026-12-01', undefined)).toBe('missing');
    expect(stayRefusal('2026-12-01', '2026-12-01')).toBe('range');
    expect(stayRefusal('2026-12-01', '2026-11-30')).toBe('range');
    expect(stayRefusal('2026-12-01', '2026-12-31')).toBeUndefined();
    expect(stayRefusal('2026-12-01', '2027-01-01')).toBe('range');
    expect(stayRefusal('2026-12-01', '2026-12-02')).toBeUndefined();
  });

  it('holds a stay each night from check-in to the night before check-out, a day booking its day', () => {
    expect(placeDates({ bookingMode: 'stay', date: '2026-12-30', endDate: '2027-01-02' })).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(placeDates({ bookingMode: 'day', date: '2026-12-30' })).toEqual(['2026-12-30']);
    expect(placeDates({ date: '2026-12-30' })).toEqual([]);
    expect(datesFrom('2026-02-27', 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });

  it('finds the first full night and never counts free places below 0', () => {
    const taken = new Map([['2026-12-02', 2]]);
    expect(fullDate(['2026-12-01', '2026-12-02'], (date) => taken.get(date) ?? 0, 2)).toBe('2026-12-02');
    expect(fullDate(['2026-12-01'], () => 1, 2)).toBeUndefined();
    expect(freePlaces(2, 3)).toBe(0);
    expect(freePlaces(5, 3)).toBe(2);
  });
});
