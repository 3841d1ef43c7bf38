import type { Pet, PetFields, UploadedPhoto } from '../../contracts/pets';
import { photoMessages } from '../../contracts/pet-vocabulary';
import type { Clock } from '../../core/clock';
import { AppError, notFound } from '../../core/errors';
import { detectImageType, imageExtensions } from '../../core/images';
import type { UploadedFile } from '../../core/multipart';
import { mediaStore } from '../../core/media-store';
import { randomUUID } from 'node:crypto';
import { MAX_PETS_PER_OWNER, petsRepository } from '../../data/pets';

const petNotFound = () => notFound('Pet not found');

/** A pet photo path belongs to its owner: pets/{uid}/{id}.{ext}, as the upload answered it. */
export const petPhotoPathPattern = /^pets\/([A-Za-z0-9_-]{1,128})\/[A-Za-z0-9-]{1,64}\.(jpg|png|webp)$/;

function checkPhotosAreOwn(ownerId: string, photos: string[]): void {
  const foreign = photos.find((path) => petPhotoPathPattern.exec(path)?.[1] !== ownerId);
  if (foreign !== undefined) {
    throw new AppError('VALIDATION_FAILED', 400, 'Photos must be uploaded with the photo upload first.', {
      photos: 'Unknown photo',
    });
  }
}

export function photoUrl(path: string): string {
  return `/api/media/${path}`;
}

/** Every file is checked (type by its bytes) before any is stored, so a bad file stores nothing. */
export async function uploadPetPhotos(ownerId: string, files: UploadedFile[]): Promise<UploadedPhoto[]> {
  if (files.length === 0)
    throw new AppError('VALIDATION_FAILED', 400, 'Choose at least one photo.', {
      photos: 'Choose at least one photo.',
    });
  const typed = files.map((file) => ({ file, type: detectImageType(file.bytes) }));
  if (typed.some(({ type }) => !type)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 400, photoMessages.badType, { photos: photoMessages.badType });
  }
  return Promise.all(
    typed.map(async ({ file, type }) => {
      const path = `pets/${ownerId}/${randomUUID()}.${imageExtensions[type!]}`;
      await mediaStore().save(path, file.bytes, type!);
      return { path, url: photoUrl(path) };
    }),
  );
}

export function listPets(ownerId: string): Promise<Pet[]> {
  return petsRepository.list(ownerId);
}

export async function addPet(ownerId: string, fields: PetFields, clock: Clock): Promise<Pet> {
  checkPhotosAreOwn(ownerId, fields.photos);
  const now = clock.now();
  const pet = await petsRepository.createWithinLimit(
    ownerId,
    { ...fields, createdAt: now, updatedAt: now },
    MAX_PETS_PER_OWNER,
  );
  if (!pet) throw new AppError('LIMIT_REACHED', 409, `You can keep up to ${MAX_PETS_PER_OWNER} pets in your profile.`);
  return pet;
}

export async function updatePet(ownerId: string, petId: string, fields: PetFields, clock: Clock): Promise<Pet> {
  checkPhotosAreOwn(ownerId, fields.photos);
  const existing = await petsRepository.get(ownerId, petId);
  if (!existing) throw petNotFound();
  await petsRepository.replace(ownerId, petId, fields, clock.now());
  await removePhotos(existing.photos.filter((path) => !fields.photos.includes(path)));
  return (await petsRepository.get(ownerId, petId))!;
}

export async function deletePet(ownerId: string, petId: string): Promise<void> {
  const existing = await petsRepository.get(ownerId, petId);
  if (!existing) throw petNotFound();
  await petsRepository.delete(ownerId, petId);
  await removePhotos(existing.photos);
}

export async function removePhotos(paths: string[]): Promise<void> {
  await Promise.all(paths.map((path) => mediaStore().remove(path)));
}
