/*
 * The words of services and the marketplace, without schemas: the public pages import these and must not pull
 * zod into a visitor's first load (issue 10).
 */
import { keysOf } from './vocabulary';

/** docs/product.md#company-dashboard: the categories of the service form. */
export const categoryLabels = {
  grooming: 'Grooming',
  veterinary: 'Veterinary',
  boarding: 'Boarding',
  training: 'Training',
  walking: 'Walking',
  sitting: 'Pet Sitting',
  daycare: 'Daycare',
  other: 'Other',
};
export const serviceCategories = keysOf(categoryLabels);
export type ServiceCategory = (typeof serviceCategories)[number];

/**
 * How a service is booked (issue 21 section 4, docs/decisions/0086-stays-by-the-night.md): an appointment holds a
 * team member's time; a stay holds one place of the service's capacity each night (priced per night); a day booking
 * holds one place on its day (priced per day).
 */
export const bookingModeLabels = {
  appointment: 'Appointment',
  stay: 'Stay (per night)',
  day: 'Day (per day)',
};
export const bookingModes = keysOf(bookingModeLabels);
export type BookingMode = (typeof bookingModes)[number];
/** What one price buys, after it ("$55 / night"); an appointment's price needs no unit. */
export const priceUnits: Record<BookingMode, string | null> = { appointment: null, stay: 'night', day: 'day' };
/** The mode a new service gets when its form says none: boarding is by the night, daycare by the day. */
export function defaultBookingMode(category: ServiceCategory): BookingMode {
  if (category === 'boarding') return 'stay';
  if (category === 'daycare') return 'day';
  return 'appointment';
}
/** Places (runs, kennels) a stay or day service has each night or day. */
export const MIN_CAPACITY = 1;
export const MAX_CAPACITY = 500;
/** A stay is 1 to 30 nights. */
export const MIN_STAY_NIGHTS = 1;
export const MAX_STAY_NIGHTS = 30;

/** docs/product.md#pages-and-routes: the marketplace's category tabs. */
export const marketplaceCategories = ['grooming', 'veterinary', 'boarding', 'training', 'walking', 'sitting'] as const;

/** docs/product.md#company-dashboard: the pet types of the service form. */
export const servicePetTypes = ['dog', 'cat', 'bird', 'rabbit', 'hamster', 'fish', 'reptile', 'other'] as const;
export type ServicePetType = (typeof servicePetTypes)[number];

/** docs/product.md#pages-and-routes: the marketplace's pet-type filter, and which form pet types each one covers. */
export const petGroupLabels = {
  dogs: 'Dogs',
  cats: 'Cats',
  small_pets: 'Small Pets',
  exotic_pets: 'Exotic Pets',
};
export const petGroups = keysOf(petGroupLabels);
export type PetGroup = (typeof petGroups)[number];
export const petGroupMembers: Record<PetGroup, readonly ServicePetType[]> = {
  dogs: ['dog'],
  cats: ['cat'],
  small_pets: ['rabbit', 'hamster'],
  exotic_pets: ['bird', 'fish', 'reptile'],
};

/** docs/product.md#display-constants: the minimum-rating options and the sort options. */
export const ratingThresholds = [3.5, 4, 4.5] as const;
export const sortLabels = {
  recommended: 'Recommended',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
  rating: 'Highest Rated',
};
export const marketplaceSorts = keysOf(sortLabels);
export type MarketplaceSort = (typeof marketplaceSorts)[number];

export const MARKETPLACE_PAGE_SIZE = 12;
export const MARKETPLACE_MAX_PAGE_SIZE = 48;
/** The company profile's city is at most 100 characters. */
export const MARKETPLACE_CITY_MAX_LENGTH = 100;
