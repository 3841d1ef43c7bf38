import { isDocumentId } from '../../contracts/document-id';
import type { PublicReview, ReviewsPagination, ReviewsQuery } from '../../contracts/reviews';
import { AppError } from '../../core/errors';
import { bookingsRepository, type ReviewCursor, type StoredBooking } from '../../data/bookings';
import { servicesRepository } from '../../data/services';
import { usersRepository } from '../../data/users';
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

function toPublicReview(
  booking: StoredBooking,
  review: NonNullable<StoredBooking['review']>,
  hiddenAuthors: ReadonlySet<string>,
): PublicReview {
  return {
    id: booking.id,
    rating: review.rating,
    text: review.review,
    authorName: reviewAuthorName(booking.ownerName, hiddenAuthors.has(booking.ownerId)),
    createdAt: review.createdAt.toISOString(),
    serviceId: booking.serviceId,
    serviceName: booking.serviceName,
  };
}

/**
 * A visible company's reviews (or one service's), newest first; the total is the company's (or the service's)
 * rating count, kept with every review, so neither reads nor counts the reviews. The page's authors' visibility is
 * read as it is now (one batch of at most a page of accounts), so a changed choice covers earlier reviews too.
 */
export async function listCompanyReviews(
  companyId: string,
  query: ReviewsQuery,
): Promise<{ reviews: PublicReview[]; pagination: ReviewsPagination }> {
  const after = decodeCursor(query.cursor);
  const [company, page, total] = await Promise.all([
    visibleCompany(companyId),
    bookingsRepository.reviewsPage(companyId, query.serviceId, after, query.limit),
    query.serviceId ? serviceReviewCount(companyId, query.serviceId) : undefined,
  ]);
  const hiddenAuthors = await usersRepository.hiddenProfiles(page.bookings.map((booking) => booking.ownerId));
  const reviews = page.bookings.flatMap((booking) =>
    booking.review ? [toPublicReview(booking, booking.review, hiddenAuthors)] : [],
  );
  const last = page.bookings.at(-1);
  const nextCursor = page.more && last?.review ? encodeCursor({ at: last.review.createdAt, id: last.id }) : null;
  return { reviews, pagination: { limit: query.limit, nextCursor, total: total ?? company.rating.count } };
}

async function serviceReviewCount(companyId: string, serviceId: string): Promise<number> {
  const service = await servicesRepository.get(companyId, serviceId);
  return service ? service.rating.count : bookingsRepository.countReviews(companyId, serviceId);
}
