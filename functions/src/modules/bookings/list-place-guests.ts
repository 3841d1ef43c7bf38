import type { PlaceGuests, PlaceGuestsQuery } from '../../contracts/company-bookings';
import { MAX_STAY_NIGHTS } from '../../contracts/service-vocabulary';
import { storedBookingMode } from '../../contracts/services';
import { AppError, notFound } from '../../core/errors';
import { bookingsRepository, type StoredBooking } from '../../data/bookings';
import { servicesRepository } from '../../data/services';
import { toCompanyBooking } from './company-booking-view';
import { placeDates, shiftDate } from './stay-rules';

const notAPlaceService = () =>
  new AppError('VALIDATION_FAILED', 400, 'Only stays and day care have guests by the night or day.', {
    serviceId: 'Choose a stay or day-care service.',
  });

const byCheckInThenPet = (a: StoredBooking, b: StoredBooking) =>
  a.date.localeCompare(b.date) || a.petName.localeCompare(b.petName);

/**
 * A night (or day) of the Stays tab, `GET /api/bookings/stays/guests`: who holds one of the service's places then,
 * and who leaves that day, the front desk's lists (docs/decisions/0124-guests-of-a-night.md). One query reads the
 * service's active bookings that checked in from a longest stay before that date to the date itself; those whose
 * nights include it are the guests, the stays whose check-out it is leave. Every active booking holds a place on its
 * check-in date, so at most `capacity` of them share one, and the query's bound can never cut one off.
 */
export async function listPlaceGuests(companyId: string, { serviceId, date }: PlaceGuestsQuery): Promise<PlaceGuests> {
  const service = await servicesRepository.get(companyId, serviceId);
  if (!service) throw notFound('Service not found');
  const bookingMode = storedBookingMode(service);
  if (bookingMode === 'appointment') throw notAPlaceService();
  const capacity = service.capacity ?? 0;
  // A stay checking out on `date` checked in at most MAX_STAY_NIGHTS days before it.
  const checkInDays = bookingMode === 'stay' ? MAX_STAY_NIGHTS + 1 : 1;
  const checkIns = await bookingsRepository.activeCheckInsForService(
    companyId,
    serviceId,
    { from: shiftDate(date, 1 - checkInDays), to: date },
    Math.max(1, capacity) * checkInDays,
  );
  const guests = checkIns.filter((booking) => placeDates(booking).includes(date));
  const checkOuts = checkIns.filter((booking) => booking.bookingMode === 'stay' && booking.endDate === date);
  return {
    serviceId,
    date,
    bookingMode,
    capacity,
    guests: guests.sort(byCheckInThenPet).map(toCompanyBooking),
    checkOuts: checkOuts.sort(byCheckInThenPet).map(toCompanyBooking),
  };
}
