import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CursorPagination } from '@contracts/errors';
import type { MarketplaceCity, PublicService } from '@contracts/services';
import { apiRequest } from '@/lib/api-client';
import { apiQueryOf, type MarketplaceFilters } from '@/lib/marketplace-filters';

export interface MarketplacePageResult {
  services: PublicService[];
  nextCursor: string | null;
  /** Every service the filters match across pages; null if the answer did not say. */
  total: number | null;
}

/** GET /api/services/public (no auth): one page of listed services, the cursor of the next one and the total. */
export async function listPublicServices(
  filters: MarketplaceFilters,
  cursor: string | undefined,
): Promise<MarketplacePageResult> {
  const result = await apiRequest<PublicService[]>(`/services/public${apiQueryOf(filters, cursor)}`, {
    authenticated: false,
  });
  const pagination = result.pagination as CursorPagination | undefined;
  return { services: result.data, nextCursor: pagination?.nextCursor ?? null, total: pagination?.total ?? null };
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

/** GET /api/services/public/cities (no auth): the cities with listed services, for the City filter. */
export async function listMarketplaceCities(): Promise<MarketplaceCity[]> {
  return (await apiRequest<MarketplaceCity[]>('/services/public/cities', { authenticated: false })).data;
}

/** The cities change only when companies do: kept for five minutes (the answer is publicly cached as well). */
export function useMarketplaceCities() {
  return useQuery({ queryKey: ['marketplace', 'cities'], queryFn: listMarketplaceCities, staleTime: 5 * 60 * 1000 });
}
