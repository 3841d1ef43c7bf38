import { MAX_PET_PHOTOS, MAX_PHOTO_BYTES, photoMessages } from '@contracts/pet-vocabulary';

/** JPEG (also labelled image/jpg by some systems), PNG and WebP, as the specification lists them. */
export const acceptedPhotoTypes = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;
export const photoInputAccept = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';

/**
 * docs/product.md#photos, in this order: at most 5 photos (a pet keeps at most 5 in all), only JPEG, PNG and WebP,
 * each under 5 MB. A refused selection adds nothing. The server checks the bytes again.
 */
export function checkPhotoSelection(
  files: ReadonlyArray<Pick<File, 'type' | 'size'>>,
  alreadyChosen = 0,
): string | null {
  if (files.length > MAX_PET_PHOTOS || files.length + alreadyChosen > MAX_PET_PHOTOS) return photoMessages.tooMany;
  if (files.some((file) => !(acceptedPhotoTypes as readonly string[]).includes(file.type)))
    return photoMessages.badType;
  if (files.some((file) => file.size > MAX_PHOTO_BYTES)) return photoMessages.tooLarge;
  return null;
}
