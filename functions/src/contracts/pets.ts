import { z } from 'zod';
import { MAX_PET_PHOTOS, petGenders, photoMessages, petTypes } from './pet-vocabulary';

const requiredMessage = 'Name, type, and breed are required';
const text = (max: number) => z.string().trim().max(max).default('');

/** "a, b, , c" or ["a", "b"] -> ["a", "b", "c"]: the pet form enters the medical lists comma separated. */
export function splitCommaList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
const medicalList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    Array.isArray(value) ? value.map((item) => item.trim()).filter(Boolean) : splitCommaList(value),
  )
  .pipe(z.array(z.string().max(100)).max(30))
  .default([]);

export const petInputSchema = z.strictObject({
  name: z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(60),
  type: z.enum(petTypes, { error: requiredMessage }),
  breed: z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(80),
  age: text(30),
  weight: text(30),
  gender: z.enum(petGenders).default('Unknown'),
  color: text(40),
  microchipId: text(40),
  photos: z.array(z.string().max(300)).max(MAX_PET_PHOTOS, photoMessages.tooMany).default([]),
  medicalInfo: z
    .strictObject({
      allergies: medicalList,
      medications: medicalList,
      conditions: medicalList,
      lastCheckup: z
        .union([z.iso.date('Use a date like 2026-01-31'), z.literal(''), z.null()])
        .transform((value) => value || null)
        .default(null),
    })
    .default({ allergies: [], medications: [], conditions: [], lastCheckup: null }),
  behaviorNotes: text(1000),
  specialNeeds: text(1000),
});
export type PetInput = z.input<typeof petInputSchema>;
export type PetFields = z.output<typeof petInputSchema>;

export const petSchema = petInputSchema.extend({
  id: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Pet = z.output<typeof petSchema>;

export const uploadedPhotoSchema = z.object({ path: z.string(), url: z.string() });
export type UploadedPhoto = z.infer<typeof uploadedPhotoSchema>;
