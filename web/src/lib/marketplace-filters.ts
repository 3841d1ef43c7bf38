import {
  MARKETPLACE_CITY_MAX_LENGTH,
  marketplaceCategories,
  marketplaceSorts,
  petGroups,
  ratingThresholds,
  type MarketplaceSort,
  type PetGroup,
} from '@contracts/service-vocabulary';

export type MarketplaceCategory = (typeof marketplaceCategories)[number];
export type RatingThreshold = (typeof ratingThresholds)[number];

/** The marketplace's filters: all of them live in the URL query, so a view can be shared and survives reload. */
export interface MarketplaceFilters {
  q: string;
  category: MarketplaceCategory | 'all';
  petType: PetGroup | 'all';
  /** A city exactly as the cities list names it ("Austin"); '' is every city. */
  city: string;
  minRating: RatingThreshold | null;
  sort: MarketplaceSort;
}

export const defaultFilters: MarketplaceFilters = {
  q: '',
  category: 'all',
  petType: 'all',
  city: '',
  minRating: null,
  sort: 'recommended',
};

const MAX_QUERY_LENGTH = 80;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/**
 * Reads the filters from the URL; anything unknown or malformed falls back to `base` (the defaults, or a view's own
 * starting point such as the owner's pet type) instead of failing.
 */
export function filtersFromSearchParams(
  params: URLSearchParams,
  base: MarketplaceFilters = defaultFilters,
): MarketplaceFilters {
  const rating = Number(params.get('minRating'));
  return {
    q: (params.get('q') ?? base.q).slice(0, MAX_QUERY_LENGTH),
    category: oneOf([...marketplaceCategories, 'all'], params.get('category')) ?? base.category,
    petType: oneOf([...petGroups, 'all'], params.get('petType')) ?? base.petType,
    city: (params.get('city') ?? base.city).trim().slice(0, MARKETPLACE_CITY_MAX_LENGTH),
    minRating: params.has('minRating')
      ? (ratingThresholds.find((threshold) => threshold === rating) ?? null)
      : base.minRating,
    sort: oneOf(marketplaceSorts, params.get('sort')) ?? base.sort,
  };
}

/**
 * Writes the filters to a URL query, leaving out what equals `base` so a plain /marketplace stays plain; a choice
 * that undoes the base ("all" pets where the base is dogs) is written out.
 */
export function searchParamsFromFilters(
  filters: MarketplaceFilters,
  base: MarketplaceFilters = defaultFilters,
): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q !== base.q) params.set('q', q);
  if (filters.category !== base.category) params.set('category', filters.category);
  if (filters.petType !== base.petType) params.set('petType', filters.petType);
  const city = filters.city.trim();
  if (city !== base.city) params.set('city', city);
  if (filters.minRating !== base.minRating) params.set('minRating', String(filters.minRating ?? ''));
  if (filters.sort !== base.sort) params.set('sort', filters.sort);
  return params;
}

/** The API query of one page: the same parameters as the URL, plus the page's cursor. */
export function apiQueryOf(filters: MarketplaceFilters, cursor: string | undefined): string {
  const params = searchParamsFromFilters(filters);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** How many of the sheet's filters (pet type, city, rating, sort) differ from the defaults: the Filters button's count. */
export function sheetFilterCount(filters: MarketplaceFilters): number {
  return [
    filters.petType !== 'all',
    filters.city.trim() !== '',
    filters.minRating !== null,
    filters.sort !== 'recommended',
  ].filter(Boolean).length;
}

/** Whether the filters differ from where the view started (`base`): what Clear filters undoes. */
export function hasActiveFilters(filters: MarketplaceFilters, base: MarketplaceFilters = defaultFilters): boolean {
  return searchParamsFromFilters(filters, base).size > 0;
}
