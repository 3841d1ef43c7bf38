import type { CustomerAnalytics } from '../../contracts/analytics';
import type { ChartMonths } from '../../contracts/company-dashboard';
import type { Clock } from '../../core/clock';
import { countersRepository } from '../../data/counters';
import { customerCounts, readAnalyticsWindow } from './analytics-window';
import { percentOf } from './month-range';

/** From the counters only; the specification's screen does not display this call. */
export async function getCustomerAnalytics(
  companyId: string,
  months: ChartMonths,
  clock: Clock,
): Promise<CustomerAnalytics> {
  const window = await readAnalyticsWindow(companyId, months, clock);
  const [companyCounts, counts] = await Promise.all([
    countersRepository.company(companyId),
    customerCounts(companyId, window.current),
  ]);
  return {
    months,
    totalCustomers: companyCounts.customers,
    newCustomers: counts.newCustomers,
    returningCustomers: counts.returningCustomers,
    retentionRate: percentOf(counts.returningCustomers, counts.active),
  };
}
