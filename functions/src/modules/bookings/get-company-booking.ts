import type { CompanyBooking } from '../../contracts/company-bookings';
import { notFound } from '../../core/errors';
import { bookingsRepository } from '../../data/bookings';
import { toCompanyBooking } from './company-booking-view';

/**
 * `GET /api/bookings/{id}`: one of the company's appointments, as the lists show it. A notification's or an email's
 * link opens it whatever list or page it is on today; another company's booking is not found, as an unknown id is.
 */
export async function getCompanyBooking(companyId: string, bookingId: string): Promise<CompanyBooking> {
  const booking = await bookingsRepository.get(bookingId);
  if (!booking || booking.companyId !== companyId) throw notFound('Booking not found');
  return toCompanyBooking(booking);
}
