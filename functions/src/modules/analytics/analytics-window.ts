import type { Clock } from '../../core/clock';
import { notFound } from '../../core/errors';
import { companiesRepository, type CompanyDoc } from '../../data/companies';
import { BOOKING_HORIZON_YEARS } from '../../contracts/booking-vocabulary';
import { customersOfPeriod, type ChartMonths } from '../../contracts/metrics';
import { recentMonths, shiftMonth } from './month-range';
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
}

/** The range's months and the range before it (oldest first) in the company's time zone. */
export async function readAnalyticsWindow(
  companyId: string,
  months: ChartMonths,
  clock: Clock,
): Promise<AnalyticsWindow> {
  const company = await companiesRepository.get(companyId);
  if (!company) throw notFound('Company not found');
  const keys = recentMonths(clock.now(), company.timezone, months * 2);
  const rollups = await rollupsRepository.companyMonths(companyId, keys);
  return { company, months, previous: rollups.slice(0, months), current: rollups.slice(months) };
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

/** The months after the current one a booking can fall in: bookings are taken up to a horizon ahead. */
const MONTHS_AHEAD = 12 * BOOKING_HORIZON_YEARS + 1;

/**
 * New and returning customers of the months `range` (docs/metrics.md): the range's `newCustomers` and the
 * `lastBookedCustomers` of the range and of the months ahead (one batched read), whatever the number of customers.
 */
export async function customersOfMonths(companyId: string, range: readonly CompanyMonthTotals[]) {
  const current = range.at(-1)!.month;
  const ahead = await rollupsRepository.companyMonths(
    companyId,
    Array.from({ length: MONTHS_AHEAD }, (_, index) => shiftMonth(current, index + 1)),
  );
  return customersOfPeriod({
    newCustomers: range.reduce((sum, month) => sum + month.newCustomers, 0),
    activeCustomers: [...range, ...ahead].reduce((sum, month) => sum + month.lastBookedCustomers, 0),
  });
}
