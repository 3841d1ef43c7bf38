import { isDocumentId } from '../../contracts/ids';
import type { PublicReview, ReviewsPagination, ReviewsQuery } from '../../contracts/reviews';
import { AppError } from '../../core/errors';
import { bookingsRepository, type ReviewCursor, type StoredBooking } from '../../data/bookings';
import { visibleCompany } from './get-public-company';
import { reviewAuthorName } from './review-author-name';

function decodeCursor(cursor: string | undefined): ReviewCursor | undefined {
  if (cursor === undefined) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { at?: unknown; id?: unknown };
    if (typeof parsed.at === 'number' && Number.isSafeInteger(parsed.at) && parsed.at >= 0 && isDocumentId(parsed.id)) {
      return { at: new Date(parsed.at), id: parsed.id };
    }
  } catch {
    // fall through to the error below
  }
  throw new AppError('VALIDATION_FAILED', 400, 'The page cursor is not valid.', { cursor: 'Invalid cursor' });
}

const encodeCursor = (cursor: ReviewCursor) =>
  Buffer.from(JSON.stringify({ at: cursor.at.getTime(), id: cursor.id })).toString('base64url');

function toPublicReview(booking: StoredBooking, review: NonNullable<StoredBooking['review']>): PublicReview {
  return {
    id: booking.id,
    rating: review.rating,
    text: review.review,
    authorName: reviewAuthorName(booking.ownerName),
    createdAt: review.createdAt.toISOString(),
    serviceId: booking.serviceId,
    serviceName: booking.serviceName,
  };
}

/** A visible company's reviews (or one service's), newest first; the total is counted, never read. */
export async function listCompanyReviews(
  companyId: string,
  query: ReviewsQuery,
): Promise<{ reviews: PublicReview[]; pagination: ReviewsPagination }> {
  const after = decodeCursor(query.cursor);
  await visibleCompany(companyId);
  const [page, total] = await Promise.all([
    bookingsRepository.reviewsPage(companyId, query.serviceId, after, query.limit),
    bookingsRepository.countReviews(companyId, query.serviceId),
  ]);
  const reviews = page.bookings.flatMap((booking) => (booking.review ? [toPublicReview(booking, booking.review)] : []));
  const last = page.bookings.at(-1);
  const nextCursor = page.more && last?.review ? encodeCursor({ at: last.review.createdAt, id: last.id }) : null;
  return { reviews, pagination: { limit: query.limit, nextCursor, total } };
}
