import type { PerformanceAnalytics } from '../../contracts/analytics';
import {
  completionRate,
  keptBookingsRate,
  lastMonths,
  satisfactionScore,
  type ChartMonths,
} from '../../contracts/metrics';
import type { Clock } from '../../core/clock';
import { readAnalyticsWindow, sumMonths } from './analytics-window';

/**
 * Over the range, each as contracts/metrics.ts defines it: bookings kept (served as `bookingConversionRate`),
 * satisfaction, completion; response time = hours from request to the company's first status change, averaged.
 * Each is null when its base is empty.
 */
export async function getPerformanceAnalytics(
  companyId: string,
  months: ChartMonths,
  clock: Clock,
): Promise<PerformanceAnalytics> {
  const { current } = await readAnalyticsWindow(companyId, months, clock);
  const totals = sumMonths(current);
  return {
    months,
    period: lastMonths(months),
    bookingConversionRate: keptBookingsRate(totals),
    customerSatisfactionScore: satisfactionScore(totals),
    averageResponseTime:
      totals.responses === 0 ? null : Math.round((totals.responseHours / totals.responses) * 10) / 10,
    serviceCompletionRate: completionRate(totals),
  };
}
