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
export interface PublicReview {
  /** The reviewed booking's id. */
  id: string;
  rating: number;
  text: string;
  authorName: string;
  createdAt: string;
  serviceId: string;
  serviceName: string;
}

/** `total` is every review of the company (or service), the same count as its `reviewCount`. */
export interface ReviewsPagination extends CursorPagination {
  total: number;
}
