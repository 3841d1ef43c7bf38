import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, formatMomentInZone } from './format';

describe('formatCurrency and formatDate', () => {
  it('when money is formatted, then USD with 2 decimals and grouping', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(0)).toBe('$0.00');
  });

  it('when a date is formatted, then "Nov 21, 2026", in the time zone asked for', () => {
    expect(formatDate('2026-11-21T12:00:00Z', 'UTC')).toBe('Nov 21, 2026');
    expect(formatDate(new Date('2026-11-22T02:00:00Z'), 'America/New_York')).toBe('Nov 21, 2026');
  });

  it("when an instant is told on a zone's clock, then with the zone's name unless the reader is in it", () => {
    const deadline = new Date('2026-12-03T15:00:00Z');
    expect(formatMomentInZone(deadline, 'America/Chicago')).toBe('Dec 3, 2026 at 9:00 AM Central Time');
    expect(formatMomentInZone(deadline, 'America/Chicago', { named: false })).toBe('Dec 3, 2026 at 9:00 AM');
  });
});
