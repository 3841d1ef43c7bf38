import { beforeAll, describe, expect, it } from 'vitest';
import { admin, api, clearEmulators } from './support/emulators';
import { createListedCompany, type ListedCompany } from './support/fixtures';

interface ServiceCard {
  id: string;
  name: string;
  price: number;
  companyId: string;
  category: string;
  petTypes: string[];
  location: string;
  rating: number;
}

let groomer: ListedCompany;
let walker: ListedCompany;
let unlisted: ListedCompany;

beforeAll(async () => {
  await clearEmulators();
  groomer = await createListedCompany({ name: 'Full Groom', price: 65, petTypes: ['dog', 'cat'] });
  walker = await createListedCompany({ name: 'Adventure Hike', category: 'walking', price: 45, petTypes: ['dog'] });
  unlisted = await createListedCompany({ name: 'Secret Spa', price: 10 });
  await admin().db.doc(`companies/${unlisted.company.uid}/services/${unlisted.serviceId}`).update({ listed: false });
});

async function list(query = '') {
  const result = await api('GET', `/api/services/public${query}`);
  expect(result.status).toBe(200);
  return result;
}

describe('GET /api/services/public', () => {
  it('when a visitor lists without a token, then only listed services with public fields', async () => {
    const { body } = await list();
    const services = body.data as ServiceCard[];
    expect(services.map((service) => service.name).sort()).toEqual(['Adventure Hike', 'Full Groom']);
    expect(services[0]).toEqual(expect.objectContaining({ companyName: 'Test Grooming', location: 'Austin, TX' }));
    const text = JSON.stringify(body);
    for (const secret of ['subscription', 'email', 'ownerId', 'searchTokens', 'listed'])
      expect(text).not.toContain(`"${secret}"`);
  });

  it('when filtered by category and pet type, then only matching services', async () => {
    expect(((await list('?category=walking')).body.data as ServiceCard[]).map((service) => service.id)).toEqual([
      walker.serviceId,
    ]);
    expect(((await list('?petType=cats')).body.data as ServiceCard[]).map((service) => service.id)).toEqual([
      groomer.serviceId,
    ]);
    expect((await list('?petType=exotic_pets')).body.data).toEqual([]);
  });

  it('when searched by a word prefix of the service, company or city, then matches', async () => {
    expect(((await list('?q=adven')).body.data as ServiceCard[]).map((service) => service.id)).toEqual([
      walker.serviceId,
    ]);
    expect((await list('?q=aust')).body.data as ServiceCard[]).toHaveLength(2);
    expect((await list('?q=zebra')).body.data).toEqual([]);
  });

  it('when sorted by price both ways, then in that order', async () => {
    expect(((await list('?sort=price_asc')).body.data as ServiceCard[]).map((service) => service.price)).toEqual([
      45, 65,
    ]);
    expect(((await list('?sort=price_desc')).body.data as ServiceCard[]).map((service) => service.price)).toEqual([
      65, 45,
    ]);
  });

  it('when a minimum rating is asked, then services below it are left out', async () => {
    await admin()
      .db.doc(`companies/${groomer.company.uid}/services/${groomer.serviceId}`)
      .update({ 'ratingAtLeast.r45': true, ratingAverage: 4.8 });
    expect(((await list('?minRating=4.5')).body.data as ServiceCard[]).map((service) => service.id)).toEqual([
      groomer.serviceId,
    ]);
  });

  it('when paged one at a time, then the cursor walks every service once', async () => {
    const first = await list('?limit=1&sort=price_asc');
    const cursor = (first.body.pagination as { nextCursor: string }).nextCursor;
    expect(cursor).toEqual(expect.any(String));
    const second = await list(`?limit=1&sort=price_asc&cursor=${cursor}`);
    expect(
      [...(first.body.data as ServiceCard[]), ...(second.body.data as ServiceCard[])].map((service) => service.price),
    ).toEqual([45, 65]);
    expect((second.body.pagination as { nextCursor: string | null }).nextCursor).toBeNull();
  });

  it.each([
    ['?minRating=3', 'minRating'],
    ['?sort=cheapest', 'sort'],
    ['?limit=500', 'limit'],
    ['?cursor=bm9wZQ', 'cursor'],
    ['?admin=1', 'admin'],
    [`?city=${'A'.repeat(101)}`, 'city'],
  ])('when the query is %s, then 400 naming %s', async (query, field) => {
    const { status, body } = await api('GET', `/api/services/public${query}`);
    expect(status).toBe(400);
    expect(body.details).toHaveProperty(field);
  });
});

describe('GET /api/services/public by city, with the total', () => {
  let denverGroomer: ListedCompany;
  let denverWalker: ListedCompany;

  beforeAll(async () => {
    // The listing fields are the company's city as sync-listings writes them; set them straight for the test.
    denverGroomer = await createListedCompany({ name: 'Mile High Groom', price: 70 });
    denverWalker = await createListedCompany({
      name: 'Rocky Walks',
      category: 'walking',
      price: 30,
      petTypes: ['dog'],
    });
    for (const { company, serviceId } of [denverGroomer, denverWalker]) {
      await admin().db.doc(`companies/${company.uid}/services/${serviceId}`).update({ city: 'Denver', state: 'CO' });
    }
  });

  type Answer = { data?: unknown; pagination?: unknown };
  const ids = (body: Answer) => (body.data as ServiceCard[]).map((service) => service.id).sort();
  const total = (body: Answer) => (body.pagination as { total: number }).total;

  it("when filtered by city, then only that city's services and their total", async () => {
    const austin = (await list('?city=Austin')).body;
    expect(ids(austin)).toEqual([groomer.serviceId, walker.serviceId].sort());
    expect((austin.data as ServiceCard[]).every((service) => service.location === 'Austin, TX')).toBe(true);
    expect(total(austin)).toBe(2);
    const denver = (await list('?city=Denver&sort=price_asc')).body;
    expect((denver.data as ServiceCard[]).map((service) => service.id)).toEqual([
      denverWalker.serviceId,
      denverGroomer.serviceId,
    ]);
    expect(total(denver)).toBe(2);
    const nowhere = (await list('?city=Boston')).body;
    expect(nowhere.data).toEqual([]);
    expect(total(nowhere)).toBe(0);
  });

  it('when the city is combined with a category, then both apply', async () => {
    const denverWalks = (await list('?city=Denver&category=walking')).body;
    expect(ids(denverWalks)).toEqual([denverWalker.serviceId]);
    expect(total(denverWalks)).toBe(1);
    const austinWalks = (await list('?city=Austin&category=walking')).body;
    expect(ids(austinWalks)).toEqual([walker.serviceId]);
    expect(total(austinWalks)).toBe(1);
  });

  it('when paged, then every page carries the total, equal to the services the pages hold', async () => {
    for (const query of ['', '&category=grooming', '&city=Denver']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      const totals: number[] = [];
      do {
        const { body }: { body: Answer } = await list(`?limit=1${query}${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...ids(body));
        totals.push(total(body));
        cursor = (body.pagination as { nextCursor: string | null }).nextCursor;
      } while (cursor);
      expect(new Set(totals)).toEqual(new Set([seen.length]));
      expect(new Set(seen).size).toBe(seen.length);
    }
    expect(total((await list()).body)).toBe(4);
  });

  it('when the cities are asked, then each city of listed services with its state and count, by name', async () => {
    const { status, body } = await api('GET', '/api/services/public/cities');
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { city: 'Austin', state: 'TX', count: 2 },
      { city: 'Denver', state: 'CO', count: 2 },
    ]);
  });

  it('when the cities are asked with a parameter, then 400', async () => {
    const { status, body } = await api('GET', '/api/services/public/cities?city=Austin');
    expect(status).toBe(400);
    expect(body.details).toHaveProperty('city');
  });
});

describe('GET /api/companies/{id}/public and /services/public', () => {
  it('when a company is active, then its public profile and active services, without private data', async () => {
    const profile = await api('GET', `/api/companies/${groomer.company.uid}/public`);
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({
      id: groomer.company.uid,
      name: 'Test Grooming',
      verified: true,
      city: 'Austin',
      serviceCount: 1,
    });
    expect(JSON.stringify(profile.body)).not.toMatch(/subscription|"email"|ownerId/);
    const services = await api('GET', `/api/companies/${groomer.company.uid}/services/public`);
    expect((services.body.data as ServiceCard[]).map((service) => service.name)).toEqual(['Full Groom']);
  });

  it('when the company is unknown or suspended, then 404 "Company not found"', async () => {
    expect((await api('GET', '/api/companies/nobody/public')).body).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      message: 'Company not found',
    });
    await admin().db.doc(`companies/${walker.company.uid}`).update({ status: 'suspended' });
    expect((await api('GET', `/api/companies/${walker.company.uid}/public`)).status).toBe(404);
    expect((await api('GET', `/api/companies/${walker.company.uid}/services/public`)).status).toBe(404);
  });
});
