import type { ImageType } from './media-store';

/** The type of an image from its first bytes, never from its name or declared type. */
export function detectImageType(bytes: Buffer): ImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP')
    return 'image/webp';
  return undefined;
}

export const imageExtensions: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** "data:image/png;base64,...." -> bytes; the declared type is ignored in favour of the bytes. */
export function decodeDataUrl(dataUrl: string): Buffer | undefined {
  const match = /^data:[\w/+.-]*;base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  return match ? Buffer.from(match[1], 'base64') : undefined;
}
