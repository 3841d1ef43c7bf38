import type { CustomerAnalytics } from '../../contracts/analytics';
import type { ChartMonths } from '../../contracts/company-dashboard';
import type { Clock } from '../../core/clock';
import { customersRepository } from '../../data/customers';
import { analyticsRange, customerCounts } from './analytics-window';
import { percentOf } from './month-range';

/** Aggregation counts only; the specification's screen does not display this call. */
export async function getCustomerAnalytics(
  companyId: string,
  months: ChartMonths,
  clock: Clock,
): Promise<CustomerAnalytics> {
  const { since } = await analyticsRange(companyId, months, clock);
  const [totalCustomers, counts] = await Promise.all([
    customersRepository.countForCompany(companyId),
    customerCounts(companyId, since),
  ]);
  return {
    months,
    totalCustomers,
    newCustomers: counts.newCustomers,
    returningCustomers: counts.returningCustomers,
    retentionRate: percentOf(counts.returningCustomers, counts.active),
  };
}
