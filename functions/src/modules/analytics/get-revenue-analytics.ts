import type { RevenueAnalytics } from '../../contracts/analytics';
import type { Clock } from '../../core/clock';
import { trendsOf } from './analytics-figures';
import { readAnalyticsWindow, sumMonths } from './analytics-window';
import { lastMonths, percentChange, revenueOf, type ChartMonths } from '../../contracts/metrics';

/** Revenue is what completed bookings brought in, by the month of the appointment. */
export async function getRevenueAnalytics(
  companyId: string,
  months: ChartMonths,
  clock: Clock,
): Promise<RevenueAnalytics> {
  const window = await readAnalyticsWindow(companyId, months, clock);
  const current = sumMonths(window.current);
  const previous = sumMonths(window.previous);
  // The window and the one before it together cover at least the last 12 months.
  const lastTwelve = sumMonths([...window.previous, ...window.current].slice(-12));
  return {
    months,
    period: lastMonths(months),
    monthlyRevenue: revenueOf(window.current.at(-1)!),
    yearlyRevenue: revenueOf(lastTwelve),
    revenueGrowth: percentChange(current.revenue, previous.revenue),
    totalRevenue: revenueOf(current),
    totalBookings: current.bookings,
    monthlyTrends: trendsOf(window.current),
  };
}
