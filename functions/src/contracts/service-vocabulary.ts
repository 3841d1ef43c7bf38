/*
 * The words of services and the marketplace, without schemas: the public pages import these and must not pull
 * zod into a visitor's first load (issue 10).
 */

/** docs/product.md#company-dashboard: the categories of the service form. */
export const serviceCategories = [
  'grooming',
  'veterinary',
  'boarding',
  'training',
  'walking',
  'sitting',
  'daycare',
  'other',
] as const;
export type ServiceCategory = (typeof serviceCategories)[number];

/** docs/product.md#pages-and-routes: the marketplace's category tabs. */
export const marketplaceCategories = ['grooming', 'veterinary', 'boarding', 'training', 'walking', 'sitting'] as const;

export const categoryLabels: Record<ServiceCategory, string> = {
  grooming: 'Grooming',
  veterinary: 'Veterinary',
  boarding: 'Boarding',
  training: 'Training',
  walking: 'Walking',
  sitting: 'Pet Sitting',
  daycare: 'Daycare',
  other: 'Other',
};

/** docs/product.md#company-dashboard: the pet types of the service form. */
export const servicePetTypes = ['dog', 'cat', 'bird', 'rabbit', 'hamster', 'fish', 'reptile', 'other'] as const;
export type ServicePetType = (typeof servicePetTypes)[number];

/** docs/product.md#pages-and-routes: the marketplace's pet-type filter, and which form pet types each one covers. */
export const petGroups = ['dogs', 'cats', 'small_pets', 'exotic_pets'] as const;
export type PetGroup = (typeof petGroups)[number];
export const petGroupLabels: Record<PetGroup, string> = {
  dogs: 'Dogs',
  cats: 'Cats',
  small_pets: 'Small Pets',
  exotic_pets: 'Exotic Pets',
};
export const petGroupMembers: Record<PetGroup, readonly ServicePetType[]> = {
  dogs: ['dog'],
  cats: ['cat'],
  small_pets: ['rabbit', 'hamster'],
  exotic_pets: ['bird', 'fish', 'reptile'],
};

/** docs/product.md#display-constants: the minimum-rating options and the sort options. */
export const ratingThresholds = [3.5, 4, 4.5] as const;
export const marketplaceSorts = ['recommended', 'price_asc', 'price_desc', 'rating'] as const;
export type MarketplaceSort = (typeof marketplaceSorts)[number];
export const sortLabels: Record<MarketplaceSort, string> = {
  recommended: 'Recommended',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
  rating: 'Highest Rated',
};

export const MARKETPLACE_PAGE_SIZE = 12;
export const MARKETPLACE_MAX_PAGE_SIZE = 48;
/** The company profile's city is at most 100 characters. */
export const MARKETPLACE_CITY_MAX_LENGTH = 100;
