import {
  categoryLabels,
  petGroupMembers,
  petGroups,
  ratingThresholds,
  type PetGroup,
  type ServiceCategory,
  type ServicePetType,
} from '../contracts/service-vocabulary';
import { averageRating } from '../contracts/metrics';
import { hasSubscriptionAccess } from '../contracts/subscription-status';
import type { CompanyAccountDoc, CompanyDoc } from './companies';

/** "4.5" -> "r45": Firestore field names for the minimum-rating flags. */
export const ratingFlagKey = (threshold: number) => `r${Math.round(threshold * 10)}`;

/** docs/product.md#marketplace-listing: only verified, active companies with a running subscription are listed. */
export function isCompanyListable(
  company: Pick<CompanyDoc, 'verified' | 'status'>,
  account: Pick<CompanyAccountDoc, 'subscription'>,
  now: Date,
): boolean {
  return company.verified && company.status === 'active' && hasSubscriptionAccess(account.subscription, now);
}

const MIN_PREFIX = 2;
const MAX_PREFIX = 20;
const MAX_TOKENS = 300;

export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= MIN_PREFIX);
}

/** Lower-cased words and their prefixes, so that "groo" finds "Grooming" with one array-contains query. */
export function searchTokens(...texts: string[]): string[] {
  const tokens = new Set<string>();
  for (const word of texts.flatMap(searchWords)) {
    for (let length = MIN_PREFIX; length <= Math.min(word.length, MAX_PREFIX); length += 1)
      tokens.add(word.slice(0, length));
  }
  return [...tokens].slice(0, MAX_TOKENS);
}

/** The listing's sortable average: the one rating of contracts/metrics.ts, 0 without reviews. */
export function ratingAverage(rating: { sum: number; count: number }): number {
  return averageRating(rating) ?? 0;
}

export interface ServiceListingSource {
  name: string;
  category: ServiceCategory;
  petTypes: ServicePetType[];
  isActive: boolean;
  rating: { sum: number; count: number };
}

/** The denormalised fields one marketplace query needs; recomputed whenever the service or its company changes. */
export function listingFields(service: ServiceListingSource, company: CompanyDoc, companyListable: boolean) {
  const average = ratingAverage(service.rating);
  return {
    companyName: company.name,
    companyLogoUrl: company.logoUrl,
    city: company.city,
    state: company.state,
    timezone: company.timezone,
    listed: service.isActive && companyListable,
    ratingAverage: average,
    reviewCount: service.rating.count,
    petGroups: Object.fromEntries(
      petGroups.map((group) => [group, service.petTypes.some((type) => petGroupMembers[group].includes(type))]),
    ) as Record<PetGroup, boolean>,
    ratingAtLeast: Object.fromEntries(
      ratingThresholds.map((threshold) => [ratingFlagKey(threshold), average >= threshold]),
    ) as Record<string, boolean>,
    searchTokens: searchTokens(
      service.name,
      company.name,
      categoryLabels[service.category],
      service.category,
      company.city,
    ),
  };
}
export type ListingFields = ReturnType<typeof listingFields>;
