import type { MonthlyTrend } from '../../contracts/analytics';
import type { CompanyMonthTotals, MonthTotals } from '../../data/rollups';
import { roundMoney } from './month-range';

export function trendsOf(rollups: readonly CompanyMonthTotals[]): MonthlyTrend[] {
  return rollups.map(({ month, revenue, bookings }) => ({ month, revenue: roundMoney(revenue), bookings }));
}

/** The average review of the months, two decimals; null without reviews. */
export function ratingOfMonths(totals: MonthTotals): number | null {
  return totals.reviews === 0 ? null : Math.round((totals.ratingSum / totals.reviews) * 100) / 100;
}
