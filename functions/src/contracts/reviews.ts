import { z } from 'zod';
import type { CursorPagination } from './errors';
import { idSchema } from './ids';

export const REVIEWS_PAGE_SIZE = 5;
export const REVIEWS_MAX_PAGE_SIZE = 20;

/** GET /api/companies/{companyId}/reviews: newest first, one company or one of its services, paged by cursor. */
export const reviewsQuerySchema = z.strictObject({
  serviceId: idSchema('Invalid service id').optional(),
  limit: z.coerce.number().int().min(1).max(REVIEWS_MAX_PAGE_SIZE).default(REVIEWS_PAGE_SIZE),
  cursor: z.string().max(500).optional(),
});
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;

/** A review as anyone may read it: the author is a first name and an initial, never an address or an id. */
export const publicReviewSchema = z.object({
  /** The reviewed booking's id. */
  id: z.string(),
  rating: z.number(),
  text: z.string(),
  authorName: z.string(),
  createdAt: z.iso.datetime(),
  serviceId: z.string(),
  serviceName: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** `total` is every review of the company (or service), the same count as its `reviewCount`. */
export interface ReviewsPagination extends CursorPagination {
  total: number;
}
