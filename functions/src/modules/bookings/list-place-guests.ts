import type { PlaceGuests, PlaceGuestsQuery } from '../../contracts/company-bookings';
import { MAX_STAY_NIGHTS } from '../../contracts/service-vocabulary';
import { storedBookingMode } from '../../contracts/services';
import { AppError, notFound } from '../../core/errors';
import { bookingsRepository } from '../../data/bookings';
import { servicesRepository } from '../../data/services';
import { toCompanyBooking } from './company-booking-view';
import { placeDates, shiftDate } from './stay-rules';

const notAPlaceService = () =>
  new AppError('VALIDATION_FAILED', 400, 'Only stays and day care have guests by the night or day.', {
    serviceId: 'Choose a stay or day-care service.',
  });

/**
 * A night (or day) of the Stays tab, `GET /api/bookings/stays/guests`: who holds one of the service's places then,
 * the front desk's list (docs/decisions/0124-guests-of-a-night.md). One query reads the service's active bookings
 * that checked in on that date or up to a longest stay before it; those whose nights include it are the guests. At
 * most `capacity` bookings hold a place on any one check-in date, so the query's bound keeps every one of them.
 */
export async function listPlaceGuests(companyId: string, { serviceId, date }: PlaceGuestsQuery): Promise<PlaceGuests> {
  const service = await servicesRepository.get(companyId, serviceId);
  if (!service) throw notFound('Service not found');
  const bookingMode = storedBookingMode(service);
  if (bookingMode === 'appointment') throw notAPlaceService();
  const capacity = service.capacity ?? 0;
  const checkInDays = bookingMode === 'stay' ? MAX_STAY_NIGHTS : 1;
  const checkIns = await bookingsRepository.activeCheckInsForService(
    companyId,
    serviceId,
    { from: shiftDate(date, 1 - checkInDays), to: date },
    Math.max(1, capacity) * checkInDays,
  );
  const guests = checkIns
    .filter((booking) => placeDates(booking).includes(date))
    .sort((a, b) => a.date.localeCompare(b.date) || a.petName.localeCompare(b.petName));
  return { serviceId, date, bookingMode, capacity, guests: guests.map(toCompanyBooking) };
}
