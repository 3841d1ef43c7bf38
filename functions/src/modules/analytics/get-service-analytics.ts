import type { BookingTrend, ServiceAnalytics } from '../../contracts/analytics';
import type { Clock } from '../../core/clock';
import { servicesRepository } from '../../data/services';
import { readAnalyticsWindow, sumByService } from './analytics-window';
import { averageRating, percentChange, roundMoney, type ChartMonths } from '../../contracts/metrics';

const SERVICES_READ = 200;

/** A service's bookings in the range against the range before it. */
export function bookingTrend(current: number, previous: number): BookingTrend {
  if (current > previous) return 'up';
  if (current < previous) return 'down';
  return 'stable';
}

/** Per service, from the service totals inside the month rollups: no booking is read. */
export async function getServiceAnalytics(
  companyId: string,
  months: ChartMonths,
  clock: Clock,
): Promise<ServiceAnalytics[]> {
  const [window, services] = await Promise.all([
    readAnalyticsWindow(companyId, months, clock),
    servicesRepository.listForCompany(companyId, SERVICES_READ),
  ]);
  const current = sumByService(window.current);
  const previous = sumByService(window.previous);
  return services
    .map((service) => {
      const now = current.get(service.id)?.bookings ?? 0;
      const before = previous.get(service.id)?.bookings ?? 0;
      return {
        id: service.id,
        name: service.name,
        category: service.category,
        totalBookings: now,
        totalRevenue: roundMoney(current.get(service.id)?.revenue ?? 0),
        averageRating: averageRating(service.rating),
        bookingTrend: bookingTrend(now, before),
        bookingTrendPercentage: percentChange(now, before),
      };
    })
    .sort((a, b) => b.totalBookings - a.totalBookings || a.name.localeCompare(b.name));
}
