import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate } from './format';

describe('formatCurrency and formatDate', () => {
  it('when money is formatted, then USD with 2 decimals and grouping', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(0)).toBe('$0.00');
  });

  it('when a date is formatted, then "Nov 21, 2026", in the time zone asked for', () => {
    expect(formatDate('2026-11-21T12:00:00Z', 'UTC')).toBe('Nov 21, 2026');
    expect(formatDate(new Date('2026-11-22T02:00:00Z'), 'America/New_York')).toBe('Nov 21, 2026');
  });
});
