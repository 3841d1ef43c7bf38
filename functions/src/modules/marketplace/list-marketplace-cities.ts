import type { MarketplaceCity } from '../../contracts/services';
import { servicesRepository } from '../../data/services';

/** The most listed services the cities list reads; past it the list would miss the rarest cities (see README). */
export const MARKETPLACE_CITIES_READ_LIMIT = 2000;

/**
 * The cities the marketplace's listed services are in, with their state and how many services each lists, by
 * name. One bounded query reading only `city` and `state`; the answer is publicly cached like the other public
 * marketplace answers.
 */
export async function listMarketplaceCities(): Promise<MarketplaceCity[]> {
  const locations = await servicesRepository.listedLocations(MARKETPLACE_CITIES_READ_LIMIT);
  const cities = new Map<string, MarketplaceCity>();
  for (const { city, state } of locations) {
    if (!city) continue;
    const known = cities.get(city);
    if (known) known.count += 1;
    else cities.set(city, { city, state, count: 1 });
  }
  return [...cities.values()].sort((a, b) => a.city.localeCompare(b.city, 'en'));
}
