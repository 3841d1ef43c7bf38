import { z } from 'zod';
import { companyMediaUrlPattern, RESPONSIVE_IMAGE_WIDTHS } from './responsive-images';

/** docs/product.md#photos: company pictures are JPEG, PNG or WebP, 5 MB each, 5 per gallery. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_GALLERY_IMAGES = 5;

export const imageMessages = {
  badType: 'Images must be JPEG, PNG or WebP pictures.',
  tooLarge: 'Each image must be 5 MB or smaller.',
  tooMany: `Up to ${MAX_GALLERY_IMAGES} photos.`,
  notOwn: 'Images must be uploaded with this form.',
} as const;

const dataUrlPattern = /^data:image\/[\w+.-]+;base64,/;

/** Base64 of 5 MB plus the data-URL header: anything longer cannot be a valid picture. */
const MAX_IMAGE_CHARS = Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 100;

/**
 * An image in a company form (docs/product.md#photos: "sent as data URLs"): a new picture as a `data:image/...;base64,` URL,
 * or a picture the company already has, as its media URL. The server checks the bytes and the owner.
 */
export const imageRefSchema = z
  .string({ error: imageMessages.badType })
  .trim()
  .max(MAX_IMAGE_CHARS, imageMessages.tooLarge)
  .refine((value) => dataUrlPattern.test(value) || companyMediaUrlPattern.test(value), imageMessages.badType);

export const galleryImagesSchema = z.array(imageRefSchema).max(MAX_GALLERY_IMAGES, imageMessages.tooMany);

export const isDataUrl = (value: string) => dataUrlPattern.test(value);

/** GET /api/media/companies/...: optionally `w`, one of the responsive widths, for the picture scaled to it. */
export const companyMediaQuerySchema = z.strictObject({
  w: z
    .enum(RESPONSIVE_IMAGE_WIDTHS.map(String) as [string, ...string[]], {
      error: `w must be one of ${RESPONSIVE_IMAGE_WIDTHS.join(', ')}`,
    })
    .transform(Number)
    .optional(),
});
