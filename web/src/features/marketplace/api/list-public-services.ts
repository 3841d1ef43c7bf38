import { useInfiniteQuery } from '@tanstack/react-query';
import type { CursorPagination } from '@contracts/errors';
import type { PublicService } from '@contracts/services';
import { apiRequest } from '@/lib/api-client';
import { apiQueryOf, type MarketplaceFilters } from '@/features/marketplace/components/marketplace-filters';

export interface MarketplacePageResult {
  services: PublicService[];
  nextCursor: string | null;
}

/** GET /api/services/public (no auth): one page of listed services and the cursor of the next one. */
export async function listPublicServices(filters: MarketplaceFilters, cursor: string | undefined): Promise<MarketplacePageResult> {
  const result = await apiRequest<PublicService[]>(`/services/public${apiQueryOf(filters, cursor)}`, { authenticated: false });
  const pagination = result.pagination as CursorPagination | undefined;
  return { services: result.data, nextCursor: pagination?.nextCursor ?? null };
}

/** Pages are fetched one after another with "Load more"; a change of filters starts over from the first page. */
export function useMarketplaceServices(filters: MarketplaceFilters) {
  return useInfiniteQuery({
    queryKey: ['marketplace', filters],
    queryFn: ({ pageParam }) => listPublicServices(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
