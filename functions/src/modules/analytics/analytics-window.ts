import type { ChartMonths } from '../../contracts/company-dashboard';
import type { Clock } from '../../core/clock';
import { notFound } from '../../core/errors';
import { companiesRepository, type CompanyDoc } from '../../data/companies';
import { customersRepository } from '../../data/customers';
import { monthStart, recentMonths } from './month-range';
import {
  deltaFields,
  rollupsRepository,
  type CompanyMonthTotals,
  type MonthTotals,
  type ServiceMonthTotals,
} from '../../data/rollups';

/**
 * What every analytics call reads, a fixed number of documents whatever the number of bookings: the company,
 * the month rollups of the range and of the range just before it (2 x 6 or 2 x 12 documents, one batch).
 */
export interface AnalyticsWindow {
  company: CompanyDoc;
  months: ChartMonths;
  current: CompanyMonthTotals[];
  previous: CompanyMonthTotals[];
  /** The first instant of the range in the company's time zone. */
  since: Date;
}

/** The range's months (and the range before it, oldest first) in the company's time zone, and its first instant. */
export async function analyticsRange(companyId: string, months: ChartMonths, clock: Clock) {
  const company = await companiesRepository.get(companyId);
  if (!company) throw notFound('Company not found');
  const keys = recentMonths(clock.now(), company.timezone, months * 2);
  return { company, keys, since: monthStart(keys[months], company.timezone) };
}

export async function readAnalyticsWindow(
  companyId: string,
  months: ChartMonths,
  clock: Clock,
): Promise<AnalyticsWindow> {
  const { company, keys, since } = await analyticsRange(companyId, months, clock);
  const rollups = await rollupsRepository.companyMonths(companyId, keys);
  return { company, months, previous: rollups.slice(0, months), current: rollups.slice(months), since };
}

export function sumMonths(rollups: readonly CompanyMonthTotals[]): MonthTotals {
  return Object.fromEntries(
    deltaFields.map((field) => [field, rollups.reduce((sum, rollup) => sum + rollup[field], 0)]),
  ) as MonthTotals;
}

/** Per service over the months: bookings, completed, revenue, cancelled. */
export function sumByService(rollups: readonly CompanyMonthTotals[]): Map<string, ServiceMonthTotals> {
  const byService = new Map<string, ServiceMonthTotals>();
  for (const rollup of rollups) {
    for (const [id, totals] of Object.entries(rollup.services)) {
      const sum = byService.get(id) ?? { bookings: 0, completed: 0, revenue: 0, cancelled: 0 };
      byService.set(id, {
        bookings: sum.bookings + totals.bookings,
        completed: sum.completed + totals.completed,
        revenue: sum.revenue + totals.revenue,
        cancelled: sum.cancelled + totals.cancelled,
      });
    }
  }
  return byService;
}

/**
 * New customers made their first booking in the range; returning ones booked in the range but joined before it.
 * A customer's last booking is never before his first, so the second count is the customers active in the range
 * minus the new ones: two aggregation queries.
 */
export async function customerCounts(companyId: string, since: Date) {
  const [newCustomers, active] = await Promise.all([
    customersRepository.countForCompany(companyId, { joinedSince: since }),
    customersRepository.countForCompany(companyId, { bookedSince: since }),
  ]);
  return { newCustomers, returningCustomers: Math.max(0, active - newCustomers), active };
}
