/**
 * Pictures are sent as data URLs inside the JSON body (docs/product.md#photos), whose size the API caps (`maxRequestSize`, 5 MB
 * by default, settable down to 1 MB): the browser shrinks each picture first, so a logo and five new photos fit in
 * one save under the smallest cap.
 */
export interface ResizeTarget {
  maxWidth: number;
  maxHeight: number;
  /** Longest data URL accepted, in characters. */
  maxChars: number;
}

/** A gallery photo keeps the 800x600 the guidelines ask for; 5 of them stay under ~750 KB of base64. */
export const photoTarget: ResizeTarget = { maxWidth: 1024, maxHeight: 768, maxChars: 150_000 };
export const logoTarget: ResizeTarget = { maxWidth: 400, maxHeight: 400, maxChars: 90_000 };

export class ImageReadError extends Error {}

/** The size that fits `target`, keeping the aspect ratio and never enlarging. */
export function fitWithin(
  width: number,
  height: number,
  target: Pick<ResizeTarget, 'maxWidth' | 'maxHeight'>,
): { width: number; height: number } {
  const scale = Math.min(1, target.maxWidth / width, target.maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function decode(file: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file);
  } catch {
    throw new ImageReadError('This file could not be read as a picture.');
  }
}

/**
 * Draws the picture on a canvas at most target-sized and encodes it as JPEG (PNG keeps a logo's transparency),
 * lowering the quality, then the size, until the data URL fits.
 */
export async function resizeImage(file: Blob, target: ResizeTarget): Promise<string> {
  const bitmap = await decode(file);
  const keepAlpha = file.type === 'image/png' && target === logoTarget;
  let size = fitWithin(bitmap.width, bitmap.height, target);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new ImageReadError('This browser cannot prepare pictures.');
  for (let attempt = 0; attempt < 8; attempt += 1) {
    canvas.width = size.width;
    canvas.height = size.height;
    context.clearRect(0, 0, size.width, size.height);
    if (!keepAlpha) {
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, size.width, size.height);
    }
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const quality = Math.max(0.5, 0.85 - attempt * 0.1);
    const dataUrl = canvas.toDataURL(keepAlpha ? 'image/png' : 'image/jpeg', quality);
    if (dataUrl.length <= target.maxChars) {
      bitmap.close();
      return dataUrl;
    }
    if (quality <= 0.5 || keepAlpha)
      size = { width: Math.round(size.width * 0.8), height: Math.round(size.height * 0.8) };
  }
  bitmap.close();
  throw new ImageReadError('This picture could not be made small enough to upload.');
}
