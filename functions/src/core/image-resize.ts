import sharp from 'sharp';

/** Recently scaled pictures: the CDN keeps them too, but an instance should not scale the same picture twice. */
const MAX_CACHED_BYTES = 32 * 1024 * 1024;
const cache = new Map<string, Buffer>();
let cachedBytes = 0;

function remember(key: string, picture: Buffer): void {
  cache.set(key, picture);
  cachedBytes += picture.length;
  for (const [oldest, bytes] of cache) {
    if (cachedBytes <= MAX_CACHED_BYTES) break;
    cache.delete(oldest);
    cachedBytes -= bytes.length;
  }
}

/**
 * A picture scaled down to `width` (never up) as WebP, for responsive sources (contracts/responsive-images.ts).
 * `key` names the stored picture, whose bytes never change (company media names are never reused).
 */
export async function scaledWebp(key: string, picture: Buffer, width: number): Promise<Buffer> {
  const cacheKey = `${key}@${width}`;
  const cached = cache.get(cacheKey);
  if (cached) {
    // Most recently used goes last, so the oldest is dropped first.
    cache.delete(cacheKey);
    cache.set(cacheKey, cached);
    return cached;
  }
  const scaled = await sharp(picture)
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
  remember(cacheKey, scaled);
  return scaled;
}
