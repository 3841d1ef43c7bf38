import { UPCOMING_BOOKINGS, type CompanyBookingsOverview } from '../../contracts/company-bookings';
import type { Clock } from '../../core/clock';
import { bookingsRepository } from '../../data/bookings';
import { countersRepository } from '../../data/counters';
import { toCompanyBooking } from './company-booking-view';

/** The appointments screen's cards and upcoming list: the company's counters and one query of 5, whatever the volume. */
export async function getBookingsOverview(companyId: string, clock: Clock): Promise<CompanyBookingsOverview> {
  const [counts, upcoming] = await Promise.all([
    countersRepository.company(companyId),
    bookingsRepository.upcomingForCompany(companyId, ['pending', 'confirmed'], clock.now(), UPCOMING_BOOKINGS),
  ]);
  return { counts: { ...counts.statuses, total: counts.bookings }, upcoming: upcoming.map(toCompanyBooking) };
}
