import { beforeEach, describe, expect, it } from 'vitest';
import { admin, api, clearEmulators, createCompanyUser } from './support/emulators';
import { createOwnerWithPet, expectRaceOutcome, startInProcessApp, type OwnerWithPet } from './support/fixtures';

const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function photoForm(files: Array<{ bytes: Buffer; name: string; type?: string }>): FormData {
  const form = new FormData();
  for (const file of files)
    form.append('photos', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }), file.name);
  return form;
}

let alice: OwnerWithPet;
let bob: OwnerWithPet;

beforeEach(async () => {
  await clearEmulators();
  alice = await createOwnerWithPet('Max');
  bob = await createOwnerWithPet('Rex');
});

describe('/api/pet-owners/pets', () => {
  it('when an owner lists, then only his own pets', async () => {
    const { status, body } = await api('GET', '/api/pet-owners/pets', { token: alice.owner.idToken });
    expect(status).toBe(200);
    expect((body.data as Array<{ name: string }>).map((pet) => pet.name)).toEqual(['Max']);
  });

  it('when a pet is added with comma-separated medical lists, then they are stored as trimmed lists', async () => {
    const { status, body } = await api('POST', '/api/pet-owners/pets', {
      token: alice.owner.idToken,
      body: {
        name: 'Luna',
        type: 'Cat',
        breed: 'Siamese',
        medicalInfo: { allergies: ' fish, , dust ', medications: '', conditions: 'asthma', lastCheckup: '2026-01-15' },
      },
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      name: 'Luna',
      medicalInfo: { allergies: ['fish', 'dust'], medications: [], conditions: ['asthma'], lastCheckup: '2026-01-15' },
    });
  });

  it.each([
    [{ name: '', type: 'Dog', breed: 'Mix' }, 'name'],
    [{ name: 'A', type: 'Dragon', breed: 'Mix' }, 'type'],
    [{ name: 'A', type: 'Dog' }, 'breed'],
    [{ name: 'A', type: 'Dog', breed: 'Mix', ownerId: 'x' }, 'ownerId'],
  ])('when the pet is %j, then 400 on %s', async (payload, field) => {
    const { status, body } = await api('POST', '/api/pet-owners/pets', { token: alice.owner.idToken, body: payload });
    expect(status).toBe(400);
    expect(body.details).toHaveProperty(field);
    if (field !== 'ownerId' && field !== 'type')
      expect(body.details?.[field]).toBe('Name, type, and breed are required');
  });

  // In-process, as the booking race: the Functions emulator runs one request per worker at a time.
  it('when 12 pets are added at once to an owner of 45, then exactly 50 exist and the rest get 409 LIMIT_REACHED', async () => {
    const { db } = admin();
    const app = await startInProcessApp();
    try {
      for (let index = 1; index < 45; index += 1) {
        const added = await api('POST', '/api/pet-owners/pets', {
          token: alice.owner.idToken,
          body: { name: `Pet ${index}`, type: 'Cat', breed: 'Mix' },
          origin: app.origin,
        });
        expect(added.status).toBe(201);
      }
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          api('POST', '/api/pet-owners/pets', {
            token: alice.owner.idToken,
            body: { name: `Racer ${index}`, type: 'Dog', breed: 'Mix' },
            origin: app.origin,
          }),
        ),
      );
      expectRaceOutcome(results, 5, { code: 'LIMIT_REACHED' });
    } finally {
      await app.close();
    }
    expect((await db.collection(`users/${alice.owner.uid}/pets`).count().get()).data().count).toBe(50);
  });

  it("when an owner updates or deletes another owner's pet, then 404 and nothing changes", async () => {
    const update = await api('PUT', `/api/pet-owners/pets/${bob.petId}`, {
      token: alice.owner.idToken,
      body: { name: 'Stolen', type: 'Dog', breed: 'Mix' },
    });
    expect(update.status).toBe(404);
    expect((await api('DELETE', `/api/pet-owners/pets/${bob.petId}`, { token: alice.owner.idToken })).status).toBe(404);
    const bobs = await api('GET', '/api/pet-owners/pets', { token: bob.owner.idToken });
    expect((bobs.body.data as Array<{ name: string }>).map((pet) => pet.name)).toEqual(['Rex']);
  });

  it('when an owner updates and deletes his pet, then it changes and goes', async () => {
    const update = await api('PUT', `/api/pet-owners/pets/${alice.petId}`, {
      token: alice.owner.idToken,
      body: { name: 'Maximus', type: 'Dog', breed: 'Beagle', age: '4' },
    });
    expect(update.body.data).toMatchObject({ name: 'Maximus', age: '4' });
    expect((await api('DELETE', `/api/pet-owners/pets/${alice.petId}`, { token: alice.owner.idToken })).status).toBe(
      200,
    );
    expect((await api('GET', '/api/pet-owners/pets', { token: alice.owner.idToken })).body.data).toEqual([]);
  });

  it('when a company or a visitor calls, then 403 and 401', async () => {
    const company = await createCompanyUser();
    expect((await api('GET', '/api/pet-owners/pets', { token: company.idToken })).status).toBe(403);
    expect((await api('GET', '/api/pet-owners/pets')).status).toBe(401);
  });
});

describe('POST /api/pet-owners/pets/upload-photos and /api/media', () => {
  it('when a PNG is uploaded, then its path can be saved on the pet and only the owner can see it', async () => {
    const upload = await api('POST', '/api/pet-owners/pets/upload-photos', {
      token: alice.owner.idToken,
      form: photoForm([{ bytes: png, name: 'max.png' }]),
    });
    expect(upload.status).toBe(201);
    const [photo] = upload.body.data as Array<{ path: string; url: string }>;
    expect(photo.path).toMatch(new RegExp(`^pets/${alice.owner.uid}/[\\w-]+\\.png$`));
    expect(photo.url).toBe(`/api/media/${photo.path}`);

    const saved = await api('PUT', `/api/pet-owners/pets/${alice.petId}`, {
      token: alice.owner.idToken,
      body: { name: 'Max', type: 'Dog', breed: 'Beagle', photos: [photo.path] },
    });
    expect(saved.body.data).toMatchObject({ photos: [photo.path] });

    const own = await fetch(`${process.env.PETNEST_HOSTING_ORIGIN}${photo.url}`, {
      headers: { authorization: `Bearer ${alice.owner.idToken}` },
    });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await own.arrayBuffer()).equals(png)).toBe(true);
    const other = await fetch(`${process.env.PETNEST_HOSTING_ORIGIN}${photo.url}`, {
      headers: { authorization: `Bearer ${bob.owner.idToken}` },
    });
    expect(other.status).toBe(404);
    expect((await fetch(`${process.env.PETNEST_HOSTING_ORIGIN}${photo.url}`)).status).toBe(401);
  });

  it('when a pet names a photo path of someone else, then 400', async () => {
    const { status, body } = await api('PUT', `/api/pet-owners/pets/${alice.petId}`, {
      token: alice.owner.idToken,
      body: { name: 'Max', type: 'Dog', breed: 'Beagle', photos: [`pets/${bob.owner.uid}/abc.png`] },
    });
    expect(status).toBe(400);
    expect(body.details).toHaveProperty('photos');
  });

  it('when a file is not JPEG, PNG or WebP by its bytes, then 400 with the spec message and nothing stored', async () => {
    const { status, body } = await api('POST', '/api/pet-owners/pets/upload-photos', {
      token: alice.owner.idToken,
      form: photoForm([
        { bytes: png, name: 'ok.png' },
        { bytes: Buffer.from('GIF89a....'), name: 'fake.png' },
      ]),
    });
    expect(status).toBe(400);
    expect(body.message).toBe('Only JPEG, PNG, and WebP images are allowed');
  });

  it('when six photos are sent, then "Maximum 5 photos allowed"', async () => {
    const files = Array.from({ length: 6 }, (_, index) => ({ bytes: png, name: `p${index}.png` }));
    const { status, body } = await api('POST', '/api/pet-owners/pets/upload-photos', {
      token: alice.owner.idToken,
      form: photoForm(files),
    });
    expect(status).toBe(400);
    expect(body.message).toBe('Maximum 5 photos allowed');
  });

  it('when a photo is over 5 MB, then 413 "File size must be less than 5MB"', async () => {
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const { status, body } = await api('POST', '/api/pet-owners/pets/upload-photos', {
      token: alice.owner.idToken,
      form: photoForm([{ bytes: big, name: 'big.png' }]),
    });
    expect(status).toBe(413);
    expect(body.message).toBe('File size must be less than 5MB');
  });
});
