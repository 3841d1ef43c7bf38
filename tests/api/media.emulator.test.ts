import sharp from 'sharp';
import type { CustomerDetails } from '../../functions/src/contracts/customers';
import { beforeEach, describe, expect, it } from 'vitest';
import { RESPONSIVE_IMAGE_WIDTHS, resizedImageUrl } from '../../functions/src/contracts/responsive-images';
import { api, apiOrigin, createCompanyUser, type TestUser } from './support/emulators';
import { freshCompanyAndOwnerEachTest, requestBooking, setStatusesAsCompany, weekdayAfter } from './support/fixtures';

// docs/product.md#photos: a pet photo is shown to its owner, to the companies THE PET is booked with (an
// active or past booking of that pet; a cancelled one does not count) and to superadmins; anything else is 404.
const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const { listed, alice } = freshCompanyAndOwnerEachTest();
let bellaId: string;
let maxPhoto: string;
let bellaPhoto: string;
let bookingId: string;

async function uploadPhotoFor(petId: string, name: string): Promise<string> {
  const form = new FormData();
  form.append('photos', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${name}.png`);
  const upload = await api('POST', '/api/pet-owners/pets/upload-photos', { token: alice.owner.idToken, form });
  const [photo] = upload.body.data as Array<{ path: string; url: string }>;
  const saved = await api('PUT', `/api/pet-owners/pets/${petId}`, {
    token: alice.owner.idToken,
    body: { name, type: 'Dog', breed: 'Beagle', photos: [photo.path] },
  });
  expect(saved.status).toBe(200);
  return photo.url;
}

async function readAs(user: TestUser | undefined, url: string): Promise<number> {
  const response = await fetch(`${apiOrigin}${url}`, {
    headers: user ? { authorization: `Bearer ${user.idToken}` } : {},
  });
  await response.arrayBuffer();
  return response.status;
}

beforeEach(async () => {
  const bella = await api('POST', '/api/pet-owners/pets', {
    token: alice.owner.idToken,
    body: { name: 'Bella', type: 'Dog', breed: 'Beagle' },
  });
  bellaId = (bella.body.data as { id: string }).id;
  maxPhoto = await uploadPhotoFor(alice.petId, 'Max');
  bellaPhoto = await uploadPhotoFor(bellaId, 'Bella');
  const booked = await requestBooking(listed, alice, weekdayAfter(3));
  expect(booked.status).toBe(201);
  bookingId = (booked.body.data as { id: string }).id;
});

describe('GET /api/media/pets/...', () => {
  it('when the company the pet is booked with reads its photo, then 200; the photo of a pet it never had, 404', async () => {
    expect(await readAs(listed.company, maxPhoto)).toBe(200);
    expect(await readAs(listed.company, bellaPhoto)).toBe(404);
    expect(await readAs(alice.owner, bellaPhoto)).toBe(200);
  });

  it('when the company opens the customer, then each pet booked carries its photo, which the company may read', async () => {
    const { status, body } = await api('GET', `/api/customers/${alice.owner.uid}`, { token: listed.company.idToken });
    expect(status).toBe(200);
    const [max] = (body.data as CustomerDetails).pets;
    expect(max).toMatchObject({ name: 'Max', photo: expect.stringMatching(/^pets\//) });
    expect(await readAs(listed.company, `/api/media/${max.photo}`)).toBe(200);
  });

  it('when a company has no booking of the pet, then 404', async () => {
    const other = await createCompanyUser();
    expect(await readAs(other, maxPhoto)).toBe(404);
  });

  it('when the only booking of the pet was cancelled, then the company no longer sees its photo', async () => {
    await setStatusesAsCompany(listed, bookingId, 'cancelled');
    expect(await readAs(listed.company, maxPhoto)).toBe(404);
  });

  it.each([
    '/api/media/pets/__owner__/a.png',
    '/api/media/pets/a.b/c.png',
    '/api/media/companies/__x__/public/a.png',
    '/api/media/companies/a%2Fb/public/a.png',
  ])('when the path %s holds an id that is not a document id, then 404 with the envelope', async (path) => {
    const { status, body } = await api('GET', path, { token: alice.owner.idToken });
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('GET /api/media/companies/...?w=', () => {
  const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

  async function storedPictures(...pictures: Buffer[]): Promise<string[]> {
    const saved = await api('PUT', '/api/companies/profile', {
      token: listed.company.idToken,
      body: { images: pictures.map(dataUrl) },
    });
    expect(saved.status).toBe(200);
    return (saved.body.data as { images: string[] }).images;
  }

  it('when a width the pages use is asked, then the picture comes scaled to it as WebP, cacheable for good; never scaled up', async () => {
    const wide = await sharp({ create: { width: 2400, height: 1000, channels: 3, background: '#0e6b66' } })
      .png()
      .toBuffer();
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ffe8e1' } })
      .png()
      .toBuffer();
    const [wideUrl, smallUrl] = await storedPictures(wide, small);
    for (const width of RESPONSIVE_IMAGE_WIDTHS) {
      const response = await fetch(`${apiOrigin}${resizedImageUrl(wideUrl!, width)}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({
        format: 'webp',
        width,
        height: Math.round((width * 1000) / 2400),
      });
    }
    const notEnlarged = await fetch(`${apiOrigin}${resizedImageUrl(smallUrl!, 960)}`);
    expect(await sharp(Buffer.from(await notEnlarged.arrayBuffer())).metadata()).toMatchObject({
      width: 300,
      height: 200,
    });
  });

  it('when the width is not one of the responsive widths, or another parameter comes along, then 400 with the envelope', async () => {
    const [url] = await storedPictures(
      await sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    for (const query of ['?w=500', '?w=abc', '?w=960&x=1', '?size=960']) {
      const { status, body } = await api('GET', `${url}${query}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
  });

  it('when a stored picture has a PNG header but no readable pixels, then a scaled request gets it as it is, not a 500', async () => {
    const [url] = await storedPictures(
      Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('not really pixels')]),
    );
    const response = await fetch(`${apiOrigin}${resizedImageUrl(url!, 480)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
  });
});
