import { useInfiniteQuery } from '@tanstack/react-query';
import type { CursorPagination } from '@contracts/errors';
import type { PublicReview } from '@contracts/reviews';
import { apiRequest } from '@/lib/api-client';

export interface ReviewsPage {
  reviews: PublicReview[];
  nextCursor: string | null;
}

/** GET /api/companies/{companyId}/reviews (no auth): one page of reviews, newest first, and the next page's cursor. */
export async function listCompanyReviews(
  companyId: string,
  serviceId: string | undefined,
  cursor: string | undefined,
): Promise<ReviewsPage> {
  const params = new URLSearchParams();
  if (serviceId) params.set('serviceId', serviceId);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  const result = await apiRequest<PublicReview[]>(
    `/companies/${encodeURIComponent(companyId)}/reviews${query ? `?${query}` : ''}`,
    { authenticated: false },
  );
  const pagination = result.pagination as CursorPagination | undefined;
  return { reviews: result.data, nextCursor: pagination?.nextCursor ?? null };
}

/** Pages load one after another with "Show more reviews"; choosing another service starts over. */
export function useCompanyReviews(companyId: string, serviceId: string | undefined) {
  return useInfiniteQuery({
    queryKey: ['public-company', companyId, 'reviews', serviceId ?? 'all'],
    queryFn: ({ pageParam }) => listCompanyReviews(companyId, serviceId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
