import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatCurrency,
  formatCurrencyCompact,
  formatDate,
  formatDuration,
  formatMonth,
  formatPercent,
  formatRating,
  formatTime,
} from '@/lib/format';

describe('format', () => {
  it('when formatting money, then it is US dollars with two decimals', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(29)).toBe('$29.00');
  });

  it('when formatting a month or an axis amount, then "Nov 2026" and short dollars', () => {
    expect(formatMonth('2026-11')).toBe('Nov 2026');
    expect(formatMonth('2026-01')).toBe('Jan 2026');
    expect(formatCurrencyCompact(1250)).toBe('$1.3K');
    expect(formatCurrencyCompact(80)).toBe('$80');
  });

  it('when formatting a percentage, then one decimal at most, and growth carries its sign', () => {
    expect(formatPercent(12.34)).toBe('12.3%');
    expect(formatPercent(12.34, { signed: true })).toBe('+12.3%');
    expect(formatPercent(-5, { signed: true })).toBe('-5%');
    expect(formatPercent(0, { signed: true })).toBe('0%');
  });

  it('when formatting a date, then it reads like "Nov 21, 2026"', () => {
    expect(formatDate(new Date(2026, 10, 21))).toBe('Nov 21, 2026');
  });

  it('when formatting a calendar date, then no time zone moves it to another day', () => {
    expect(formatCalendarDate('2026-11-21')).toBe('Nov 21, 2026');
    expect(formatCalendarDate('2026-11-21', { weekday: true })).toBe('Sat, Nov 21, 2026');
  });

  it('when formatting a slot time, then it reads like "9:30 AM"', () => {
    expect(formatTime('09:30')).toBe('9:30 AM');
    expect(formatTime('17:00')).toBe('5:00 PM');
    expect(formatTime('12:00')).toBe('12:00 PM');
  });

  it('when formatting durations and ratings, then hours and minutes, and one decimal', () => {
    expect(formatDuration(30)).toBe('30 min');
    expect(formatDuration(60)).toBe('1 hr');
    expect(formatDuration(90)).toBe('1 hr 30 min');
    expect(formatRating(4.26)).toBe('4.3');
    expect(formatRating(5)).toBe('5.0');
  });
});
