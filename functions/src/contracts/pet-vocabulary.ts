/*
 * The words and limits of pets, without schemas: the owner dashboard's first load and the photo checks import these
 * (docs/decisions/0119-schemas-load-with-their-forms.md); the schemas are in pets.ts.
 */
import type { PetGroup } from './service-vocabulary';

/** A pet's types (docs/product.md#pets). */
export const petTypes = ['Dog', 'Cat', 'Bird', 'Rabbit', 'Hamster', 'Guinea Pig', 'Fish', 'Reptile', 'Other'] as const;
export type PetType = (typeof petTypes)[number];
/** The marketplace's pet-type filter group of each pet type ("Other" belongs to none). */
export const petGroupOfType: Record<PetType, PetGroup | null> = {
  Dog: 'dogs',
  Cat: 'cats',
  Rabbit: 'small_pets',
  Hamster: 'small_pets',
  'Guinea Pig': 'small_pets',
  Bird: 'exotic_pets',
  Fish: 'exotic_pets',
  Reptile: 'exotic_pets',
  Other: null,
};
export const petGenders = ['Male', 'Female', 'Unknown'] as const;

export const MAX_PET_PHOTOS = 5;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const photoMessages = {
  tooMany: 'Maximum 5 photos allowed',
  badType: 'Only JPEG, PNG, and WebP images are allowed',
  tooLarge: 'File size must be less than 5MB',
} as const;
