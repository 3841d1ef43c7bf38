import { randomUUID } from 'node:crypto';
import { imageMessages, isDataUrl } from '../contracts/media';
import { companyMediaUrlPattern } from '../contracts/responsive-images';
import { AppError } from '../core/errors';
import { decodeDataUrl, detectImageType, imageExtensions } from '../core/images';
import { mediaStore, type ImageType } from '../core/media-store';
import { currentUploadLimit, type UploadLimit } from './upload-limit';

const MEDIA_PREFIX = '/api/media/';

/** The pictures of one form field after `storeCompanyImages`: their URLs in order, and the ones it just stored. */
export interface StoredImages {
  urls: string[];
  created: string[];
}

const invalid = (
  field: string,
  message: string,
  code: 'VALIDATION_FAILED' | 'UNSUPPORTED_MEDIA_TYPE' | 'PAYLOAD_TOO_LARGE' = 'VALIDATION_FAILED',
) => new AppError(code, code === 'PAYLOAD_TOO_LARGE' ? 413 : 400, message, { [field]: message });

/**
 * New pictures of a company form arrive as data URLs (docs/product.md#photos); each is checked by its bytes (JPEG, PNG,
 * WebP) and size (the settings' upload size, at most 5 MB) before any is stored under the company's public media, so a bad one stores nothing.
 * Kept pictures must be the company's own media URLs.
 */
export async function storeCompanyImages(companyId: string, refs: string[], field: string): Promise<StoredImages> {
  const limit = await currentUploadLimit();
  const checked = refs.map((ref) => checkImage(companyId, ref, field, limit));
  const created: string[] = [];
  const urls = await Promise.all(
    checked.map(async (image) => {
      if (typeof image === 'string') return image;
      const path = `companies/${companyId}/public/${randomUUID()}.${imageExtensions[image.type]}`;
      await mediaStore().save(path, image.bytes, image.type);
      const url = `${MEDIA_PREFIX}${path}`;
      created.push(url);
      return url;
    }),
  );
  return { urls, created };
}

function checkImage(
  companyId: string,
  ref: string,
  field: string,
  limit: UploadLimit,
): string | { bytes: Buffer; type: ImageType } {
  if (!isDataUrl(ref)) {
    if (companyMediaUrlPattern.exec(ref)?.[1] !== companyId) throw invalid(field, imageMessages.notOwn);
    return ref;
  }
  const bytes = decodeDataUrl(ref);
  const type = bytes && detectImageType(bytes);
  if (!bytes || !type) throw invalid(field, imageMessages.badType, 'UNSUPPORTED_MEDIA_TYPE');
  if (bytes.length > limit.bytes) throw invalid(field, limit.message, 'PAYLOAD_TOO_LARGE');
  return { bytes, type };
}

/** Removes media no longer used (replaced pictures, or new ones of a write that failed). Best effort. */
export async function removeCompanyImages(urls: readonly string[]): Promise<void> {
  await Promise.all(
    urls
      .filter((url) => companyMediaUrlPattern.test(url))
      .map((url) =>
        mediaStore()
          .remove(url.slice(MEDIA_PREFIX.length))
          .catch(() => undefined),
      ),
  );
}

/** Stores the new pictures, runs the write, then removes what the write replaced, or the new ones if it failed. */
export async function withStoredImages<T>(
  created: readonly string[],
  write: () => Promise<{ result: T; replaced: string[] }>,
): Promise<T> {
  let outcome: { result: T; replaced: string[] };
  try {
    outcome = await write();
  } catch (error) {
    await removeCompanyImages(created);
    throw error;
  }
  await removeCompanyImages(outcome.replaced);
  return outcome.result;
}
