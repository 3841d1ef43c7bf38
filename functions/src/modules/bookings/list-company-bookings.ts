import type { CursorPagination } from '../../contracts/errors';
import type { CompanyBooking, CompanyBookingsQuery } from '../../contracts/company-bookings';
import { AppError } from '../../core/errors';
import { searchQueryTokens } from '../../data/booking-search';
import { bookingsRepository } from '../../data/bookings';
import { toCompanyBooking } from './company-booking-view';

/**
 * `GET /api/bookings`: one indexed query per page, latest first (or earliest first with `order=asc`). Filters and the longest search word run in the
 * query; further search words narrow that page (so a page may be shorter, never a scan).
 */
export async function listCompanyBookings(
  companyId: string,
  query: CompanyBookingsQuery,
): Promise<{ data: CompanyBooking[]; pagination: CursorPagination }> {
  const after = query.cursor ? await bookingsRepository.companyCursor(companyId, query.cursor) : undefined;
  if (query.cursor && !after)
    throw new AppError('VALIDATION_FAILED', 400, 'Invalid cursor', { cursor: 'Invalid cursor' });
  const { token, others } = searchQueryTokens(query.search);
  const page = await bookingsRepository.pageForCompany(
    companyId,
    { status: query.status, token, from: query.date ?? query.from, to: query.date ?? query.to, order: query.order },
    after,
    query.limit,
  );
  const bookings = page.bookings.filter((booking) => others.every((word) => booking.searchTokens?.includes(word)));
  const last = page.bookings.at(-1);
  return {
    data: bookings.map(toCompanyBooking),
    pagination: { limit: query.limit, nextCursor: page.more && last ? last.id : null },
  };
}
