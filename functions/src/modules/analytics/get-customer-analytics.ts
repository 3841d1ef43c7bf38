import type { CustomerAnalytics } from '../../contracts/analytics';
import type { Clock } from '../../core/clock';
import { countersRepository } from '../../data/counters';
import { lastMonths, retentionRate, type ChartMonths } from '../../contracts/metrics';
import { customersOfMonths, readAnalyticsWindow } from './analytics-window';

/** From the counters only; the specification's screen does not display this call. */
export async function getCustomerAnalytics(
  companyId: string,
  months: ChartMonths,
  clock: Clock,
): Promise<CustomerAnalytics> {
  const window = await readAnalyticsWindow(companyId, months, clock);
  const [companyCounts, counts] = await Promise.all([
    countersRepository.company(companyId),
    customersOfMonths(companyId, window.current),
  ]);
  return {
    months,
    period: lastMonths(months),
    totalCustomers: companyCounts.customers,
    newCustomers: counts.newCustomers,
    returningCustomers: counts.returningCustomers,
    retentionRate: retentionRate(counts),
  };
}
