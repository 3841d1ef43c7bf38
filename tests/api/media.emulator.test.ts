import { beforeEach, describe, expect, it } from 'vitest';
import { updateBookingStatus } from '../../functions/src/modules/bookings/update-booking-status';
import { api, apiOrigin, clearEmulators, createCompanyUser, type TestUser } from './support/emulators';
import { createListedCompany, createOwnerWithPet, systemClock, weekdayAfter, type ListedCompany, type OwnerWithPet } from './support/fixtures';

// ARCHITECTURE.md section 6: a pet photo is shown to its owner, to the companies THE PET is booked with (an
// active or past booking of that pet; a cancelled one does not count) and to superadmins; anything else is 404.
const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

let listed: ListedCompany;
let alice: OwnerWithPet;
let bellaId: string;
let maxPhoto: string;
let bellaPhoto: string;
let bookingId: string;

async function uploadPhotoFor(petId: string, name: string): Promise<string> {
  const form = new FormData();
  form.append('photos', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${name}.png`);
  const upload = await api('POST', '/api/pet-owners/pets/upload-photos', { token: alice.owner.idToken, form });
  const [photo] = upload.body.data as Array<{ path: string; url: string }>;
  const saved = await api('PUT', `/api/pet-owners/pets/${petId}`, { token: alice.owner.idToken, body: { name, type: 'Dog', breed: 'Beagle', photos: [photo.path] } });
  expect(saved.status).toBe(200);
  return photo.url;
}

async function readAs(user: TestUser | undefined, url: string): Promise<number> {
  const response = await fetch(`${apiOrigin}${url}`, { headers: user ? { authorization: `Bearer ${user.idToken}` } : {} });
  await response.arrayBuffer();
  return response.status;
}

beforeEach(async () => {
  await clearEmulators();
  listed = await createListedCompany();
  alice = await createOwnerWithPet('Max');
  const bella = await api('POST', '/api/pet-owners/pets', { token: alice.owner.idToken, body: { name: 'Bella', type: 'Dog', breed: 'Beagle' } });
  bellaId = (bella.body.data as { id: string }).id;
  maxPhoto = await uploadPhotoFor(alice.petId, 'Max');
  bellaPhoto = await uploadPhotoFor(bellaId, 'Bella');
  const booked = await api('POST', '/api/pet-owners/bookings', {
    token: alice.owner.idToken,
    body: { companyId: listed.company.uid, serviceId: listed.serviceId, petId: alice.petId, date: weekdayAfter(3), time: '10:00' },
  });
  expect(booked.status).toBe(201);
  bookingId = (booked.body.data as { id: string }).id;
});

describe('GET /api/media/pets/...', () => {
  it('when the company the pet is booked with reads its photo, then 200; the photo of a pet it never had, 404', async () => {
    expect(await readAs(listed.company, maxPhoto)).toBe(200);
    expect(await readAs(listed.company, bellaPhoto)).toBe(404);
    expect(await readAs(alice.owner, bellaPhoto)).toBe(200);
  });

  it('when a company has no booking of the pet, then 404', async () => {
    const other = await createCompanyUser();
    expect(await readAs(other, maxPhoto)).toBe(404);
  });

  it('when the only booking of the pet was cancelled, then the company no longer sees its photo', async () => {
    const company = { uid: listed.company.uid, email: undefined, emailVerified: true, displayName: undefined, roleClaim: 'pet_company' as const, role: 'pet_company' as const };
    await updateBookingStatus(company, listed.company.uid, bookingId, 'cancelled', '', systemClock);
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
