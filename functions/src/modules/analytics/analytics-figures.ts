import type { MonthlyTrend } from '../../contracts/analytics';
import { revenueOf } from '../../contracts/metrics';
import type { CompanyMonthTotals } from '../../data/rollups';

export function trendsOf(rollups: readonly CompanyMonthTotals[]): MonthlyTrend[] {
  return rollups.map((rollup) => ({ month: rollup.month, revenue: revenueOf(rollup), bookings: rollup.bookings }));
}
