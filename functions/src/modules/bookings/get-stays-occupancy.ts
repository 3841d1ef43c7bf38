import { localDate } from '../../core/time-zones';
import { STAYS_OCCUPANCY_DAYS, STAYS_OCCUPANCY_REACH_DAYS } from '../../contracts/booking-vocabulary';
import type { StaysOccupancy, StaysOccupancyQuery } from '../../contracts/company-bookings';
import { storedBookingMode } from '../../contracts/services';
import type { Clock } from '../../core/clock';
import { AppError, notFound } from '../../core/errors';
import { bookingsRepository, holdIds } from '../../data/bookings';
import { companiesRepository } from '../../data/companies';
import { servicesRepository } from '../../data/services';
import { datesFrom, nightsBetween } from './stay-rules';

/** The company's own services are paged at this many on the dashboard; the tab reads at most as many. */
const MAX_SERVICES = 200;

const beyondReach = `Choose a first day within ${STAYS_OCCUPANCY_REACH_DAYS} days of today.`;

/**
 * The Stays tab: for each stay and day service, the places taken of its capacity on each of two weeks' nights or days
 * (company-local, from today or from `query.from`, within a year either way), read from the place counters:
 * services x 14 documents in one batch, whatever the number of bookings (docs/decisions/0086-stays-by-the-night.md).
 */
export async function getStaysOccupancy(
  companyId: string,
  query: StaysOccupancyQuery,
  clock: Clock,
): Promise<StaysOccupancy> {
  const [company, services] = await Promise.all([
    companiesRepository.get(companyId),
    servicesRepository.listForCompany(companyId, MAX_SERVICES),
  ]);
  if (!company) throw notFound('Company not found');
  const today = localDate(clock.now(), company.timezone);
  const from = query.from ?? today;
  if (Math.abs(nightsBetween(today, from)) > STAYS_OCCUPANCY_REACH_DAYS)
    throw new AppError('VALIDATION_FAILED', 400, beyondReach, { from: beyondReach });
  const dates = datesFrom(from, STAYS_OCCUPANCY_DAYS);
  const places = services.filter((service) => storedBookingMode(service) !== 'appointment');
  const ids = places.flatMap((service) => dates.map((date) => holdIds.capacityNight(companyId, service.id, date)));
  const taken = await bookingsRepository.takenOn(ids);
  return {
    from,
    today,
    timeZone: company.timezone,
    dates,
    services: places
      .map((service) => ({
        serviceId: service.id,
        name: service.name,
        bookingMode: storedBookingMode(service) as 'stay' | 'day',
        capacity: service.capacity ?? 0,
        taken: dates.map((date) => taken.get(holdIds.capacityNight(companyId, service.id, date)) ?? 0),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}
