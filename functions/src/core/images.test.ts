import { describe, expect, it } from 'vitest';
import { decodeDataUrl, detectImageType } from './images';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const jpeg = Buffer.from('ffd8ffe000104a464946', 'hex');
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

describe('detectImageType', () => {
  it('when the bytes are JPEG, PNG or WebP, then that type', () => {
    expect(detectImageType(jpeg)).toBe('image/jpeg');
    expect(detectImageType(png)).toBe('image/png');
    expect(detectImageType(webp)).toBe('image/webp');
  });

  it('when the bytes are anything else (a GIF, text renamed .png), then undefined', () => {
    expect(detectImageType(Buffer.from('GIF89a'))).toBeUndefined();
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(detectImageType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('decodeDataUrl', () => {
  it('when a base64 data URL is given, then its bytes; otherwise undefined', () => {
    expect(decodeDataUrl(`data:image/png;base64,${png.toString('base64')}`)?.equals(png)).toBe(true);
    expect(decodeDataUrl('https://example.com/a.png')).toBeUndefined();
  });
});
