import type { OwnerBooking, ReviewInput } from '../../contracts/bookings';
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { AppError, notFound } from '../../core/errors';
import { db } from '../../core/firebase';
import { rollupsRepository } from '../../data/rollups';
import { moveCounters } from '../../data/counter-moves';
import { companiesRepository } from '../../data/companies';
import { employeesRepository } from '../../data/employees';
import { isCompanyListable, listingFields } from '../../data/service-listing';
import { servicesRepository } from '../../data/services';
import { bookingsRepository } from '../../data/bookings';
import { toOwnerBooking } from './owner-booking-view';
import { tellReviewReceived } from './booking-notifier';
import { usersRepository } from '../../data/users';

/**
 * Once per completed booking of one's own; the company's and the service's ratings move in the same write, and the
 * company hears of it in the app and by email.
 */
export async function reviewBooking(
  owner: AuthUser,
  bookingId: string,
  input: Required<ReviewInput>,
  clock: Clock,
): Promise<OwnerBooking> {
  const now = clock.now();
  const reviewed = await db().runTransaction(async (tx) => {
    const booking = await bookingsRepository.getInTransaction(tx, bookingId);
    if (!booking || booking.ownerId !== owner.uid) throw notFound('Booking not found');
    if (booking.review) throw new AppError('ALREADY_REVIEWED', 409, 'You have already reviewed this booking.');
    if (booking.status !== 'completed') throw new AppError('CONFLICT', 409, 'Only completed bookings can be reviewed.');
    const [company, account, service, employee, takers] = await Promise.all([
      companiesRepository.getInTransaction(tx, booking.companyId),
      companiesRepository.getAccountInTransaction(tx, booking.companyId),
      servicesRepository.getInTransaction(tx, booking.companyId, booking.serviceId),
      booking.employeeId ? employeesRepository.getInTransaction(tx, booking.companyId, booking.employeeId) : undefined,
      usersRepository.takingEmailInTransaction(tx, [booking.companyId]),
    ]);
    const review = { rating: input.rating, review: input.review, createdAt: now };
    bookingsRepository.updateInTransaction(tx, bookingId, { review, updatedAt: now });
    if (company) companiesRepository.addRatingInTransaction(tx, booking.companyId, input.rating, now);
    // The employee who did the work is rated with it (docs/product.md#employees).
    if (employee) employeesRepository.addRatingInTransaction(tx, booking.companyId, employee.id, input.rating, now);
    if (company && account && service) {
      const rating = { sum: service.rating.sum + input.rating, count: service.rating.count + 1 };
      const listing = listingFields({ ...service, rating }, company, isCompanyListable(company, account, now));
      servicesRepository.updateInTransaction(tx, booking.companyId, booking.serviceId, {
        rating,
        ...listing,
        updatedAt: now,
      });
    }
    await moveCounters(tx, (counters) =>
      rollupsRepository.move(counters, booking.companyId, booking.date, { reviews: 1, ratingSum: input.rating }),
    );
    await tellReviewReceived(
      tx,
      booking,
      review,
      { address: company?.email ?? '', takesEmail: takers.has(booking.companyId) },
      now,
    );
    return { ...booking, review, updatedAt: now };
  });
  return toOwnerBooking(reviewed, now);
}
