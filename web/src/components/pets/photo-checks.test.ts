import { describe, expect, it } from 'vitest';
import { photoMessages } from '@contracts/pet-vocabulary';
import { checkPhotoSelection } from '@/components/pets/photo-checks';

const file = (type: string, size = 1000) => ({ type, size });

describe('pet photo checks: at most 5, JPEG, PNG or WebP, 5 MB each', () => {
  it('when up to five JPEG, PNG or WebP files under 5 MB are chosen, then they pass', () => {
    expect(
      checkPhotoSelection([file('image/jpeg'), file('image/png'), file('image/webp'), file('image/jpg')]),
    ).toBeNull();
  });

  it('when six files are chosen, then "Maximum 5 photos allowed"', () => {
    expect(checkPhotoSelection(Array.from({ length: 6 }, () => file('image/png')))).toBe(photoMessages.tooMany);
  });

  it('when the pet already has photos and the total would pass five, then "Maximum 5 photos allowed"', () => {
    expect(checkPhotoSelection([file('image/png'), file('image/png')], 4)).toBe(photoMessages.tooMany);
  });

  it('when a GIF is among them, then "Only JPEG, PNG, and WebP images are allowed"', () => {
    expect(checkPhotoSelection([file('image/png'), file('image/gif')])).toBe(photoMessages.badType);
  });

  it('when a file is over 5 MB, then "File size must be less than 5MB"', () => {
    expect(checkPhotoSelection([file('image/png', 5 * 1024 * 1024 + 1)])).toBe(photoMessages.tooLarge);
    expect(checkPhotoSelection([file('image/png', 5 * 1024 * 1024)])).toBeNull();
  });
});
