import type { AnalyticsOverview, PopularService } from '../../contracts/analytics';
import type { Clock } from '../../core/clock';
import { servicesRepository } from '../../data/services';
import {
  averageRating,
  lastMonths,
  percentChange,
  revenueOf,
  roundMoney,
  type ChartMonths,
} from '../../contracts/metrics';
import { customersOfMonths, readAnalyticsWindow, sumByService, sumMonths } from './analytics-window';
import { trendsOf } from './analytics-figures';

const POPULAR_SERVICES = 5;
const SERVICES_READ = 200;

/**
 * The overview tab: totals of the range, growth against the range before it, trends and the top 5 services; the
 * rating is the company's all-time one, as on the dashboard's Overview (docs/metrics.md).
 */
export async function getAnalyticsOverview(
  companyId: string,
  months: ChartMonths,
  clock: Clock,
): Promise<AnalyticsOverview> {
  const window = await readAnalyticsWindow(companyId, months, clock);
  const byService = sumByService(window.current);
  // Only the services booked in the range can be popular: the most booked are read by id (a deleted one drops out),
  // never the company's whole list.
  const booked = [...byService]
    .filter(([, totals]) => totals.bookings > 0)
    .sort(([, a], [, b]) => b.bookings - a.bookings || b.revenue - a.revenue)
    .slice(0, SERVICES_READ)
    .map(([id]) => id);
  const [customers, services] = await Promise.all([
    customersOfMonths(companyId, window.current),
    servicesRepository.getMany(companyId, booked),
  ]);
  const current = sumMonths(window.current);
  const previous = sumMonths(window.previous);
  const popularServices: PopularService[] = services
    .map((service) => ({
      id: service.id,
      name: service.name,
      bookings: byService.get(service.id)!.bookings,
      revenue: roundMoney(byService.get(service.id)!.revenue),
    }))
    .sort((a, b) => b.bookings - a.bookings || b.revenue - a.revenue || a.name.localeCompare(b.name))
    .slice(0, POPULAR_SERVICES);
  return {
    months,
    period: lastMonths(months),
    totalRevenue: revenueOf(current),
    revenueGrowth: percentChange(current.revenue, previous.revenue),
    totalBookings: current.bookings,
    bookingGrowth: percentChange(current.bookings, previous.bookings),
    averageRating: averageRating(window.company.rating),
    totalReviews: window.company.rating.count,
    newCustomers: customers.newCustomers,
    returningCustomers: customers.returningCustomers,
    monthlyTrends: trendsOf(window.current),
    popularServices,
  };
}
