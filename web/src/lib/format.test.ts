import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate } from '@/lib/format';

describe('format', () => {
  it('when formatting money, then it is US dollars with two decimals', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(29)).toBe('$29.00');
  });

  it('when formatting a date, then it reads like "Nov 21, 2026"', () => {
    expect(formatDate(new Date(2026, 10, 21))).toBe('Nov 21, 2026');
  });
});
