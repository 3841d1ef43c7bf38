import type { BookingMonthQuery, BookingMonthTotals } from '../../contracts/company-bookings';
import { revenueOf } from '../../contracts/metrics';
import { rollupsRepository } from '../../data/rollups';

/**
 * The Bookings screen's month cards, from the company's month rollup (moved in each booking change's transaction,
 * docs/metrics.md): one document whatever the month holds. Before, the screen counted the month's first page of
 * bookings, which a busy month outgrows (docs/decisions/0125-bookings-cards-from-the-month-rollup.md).
 */
export async function getMonthTotals(companyId: string, { month }: BookingMonthQuery): Promise<BookingMonthTotals> {
  const [totals] = await rollupsRepository.companyMonths(companyId, [month]);
  return {
    month,
    bookings: totals.bookings,
    completed: totals.completed,
    revenue: revenueOf(totals),
  };
}
