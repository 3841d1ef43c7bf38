import { beforeEach, describe, expect, it } from 'vitest';
import { defaultUserSettings } from '../../functions/src/contracts/owners';
import type { PublicReview, ReviewsPagination } from '../../functions/src/contracts/reviews';
import { admin, api, apiOrigin } from './support/emulators';
import {
  addService,
  bookService,
  freshCompanyAndOwnerEachTest,
  requestBooking,
  setStatusesAsCompany,
} from './support/fixtures';

const { listed, alice, date } = freshCompanyAndOwnerEachTest();
let bathId: string;

/** A booking of Alice's, completed by the company and reviewed through the API; returns the booking id. */
async function review(serviceId: string, time: string, rating: number, text: string): Promise<string> {
  const { id } = await bookService(listed, alice, date, { serviceId, time });
  await setStatusesAsCompany(listed, id, 'completed');
  const reviewed = await api('POST', `/api/pet-owners/bookings/${id}/review`, {
    token: alice.owner.idToken,
    body: { rating, review: text },
  });
  if (reviewed.status !== 201) throw new Error(`review failed: ${JSON.stringify(reviewed.body)}`);
  return id;
}

async function reviews(query = '', companyId = listed.company.uid) {
  const { status, body } = await api('GET', `/api/companies/${companyId}/reviews${query}`);
  return { status, body, data: body.data as PublicReview[], pagination: body.pagination as ReviewsPagination };
}

beforeEach(async () => {
  bathId = await addService(listed, {
    name: 'Bath Only',
    description: 'A bath',
    category: 'grooming',
    petTypes: ['dog'],
    price: 30,
    duration: 60,
  });
});

describe('GET /api/companies/{companyId}/reviews', () => {
  it('when a company has reviews, then they come newest first with a first name and initial, and no private data', async () => {
    const first = await review(listed.serviceId, '09:00', 4, 'Lovely groom');
    const second = await review(bathId, '10:00', 5, 'Spotless');
    const { status, body, data, pagination } = await reviews();
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(data.map((item) => item.id)).toEqual([second, first]);
    expect(data[0]).toEqual({
      id: second,
      rating: 5,
      text: 'Spotless',
      authorName: 'Olive O.',
      createdAt: expect.any(String),
      serviceId: bathId,
      serviceName: 'Bath Only',
    });
    expect(data[1]).toMatchObject({ rating: 4, text: 'Lovely groom', serviceName: 'Full Groom' });
    expect(Date.parse(data[0].createdAt)).toBeGreaterThan(Date.parse(data[1].createdAt));
    expect(pagination).toEqual({ limit: 5, nextCursor: null, total: 2 });
    const text = JSON.stringify(body);
    expect(text).not.toContain(alice.owner.email);
    expect(text).not.toContain(alice.owner.uid);
    expect(text).not.toContain('Owner');
    for (const field of ['ownerId', 'ownerEmail', 'ownerPhone', 'email', 'phone'])
      expect(text).not.toContain(`"${field}"`);
  });

  it('when the author makes his profile private, then his reviews, earlier ones too, name no one until he makes it public', async () => {
    await review(listed.serviceId, '09:00', 5, 'Great');
    const visibility = async (profileVisibility: string) =>
      expect(
        (
          await api('PUT', '/api/users/me/settings', {
            token: alice.owner.idToken,
            body: { ...defaultUserSettings, profileVisibility },
          })
        ).status,
      ).toBe(200);
    await visibility('private');
    expect((await reviews()).data.map((item) => item.authorName)).toEqual(['Petnest customer']);
    await visibility('friends');
    expect((await reviews()).data.map((item) => item.authorName)).toEqual(['Petnest customer']);
    await visibility('public');
    expect((await reviews()).data.map((item) => item.authorName)).toEqual(['Olive O.']);
  });

  it('when pages are read with the cursor, then they cover every review once and the total is the reviewCount', async () => {
    const ids: string[] = [];
    for (const [index, time] of ['09:00', '10:00', '11:00', '12:00', '13:00'].entries())
      ids.push(await review(listed.serviceId, time, 1 + index, `Review ${index}`));
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await reviews(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      expect(page.data.length).toBeLessThanOrEqual(2);
      expect(page.pagination.total).toBe(5);
      seen.push(...page.data.map((item) => item.id));
      cursor = page.pagination.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual([...ids].reverse());
    const company = await api('GET', `/api/companies/${listed.company.uid}/public`);
    expect((company.body.data as { reviewCount: number }).reviewCount).toBe(5);
  });

  it('when a service is chosen, then only its reviews, counted like its reviewCount', async () => {
    await review(listed.serviceId, '09:00', 4, 'Lovely groom');
    const bath = await review(bathId, '10:00', 5, 'Spotless');
    await review(listed.serviceId, '11:00', 3, 'Fine');
    const { data, pagination } = await reviews(`?serviceId=${bathId}`);
    expect(data.map((item) => item.id)).toEqual([bath]);
    expect(pagination.total).toBe(1);
    const services = await api('GET', `/api/companies/${listed.company.uid}/services/public`);
    const counts = Object.fromEntries(
      (services.body.data as Array<{ id: string; reviewCount: number }>).map((service) => [
        service.id,
        service.reviewCount,
      ]),
    );
    expect(counts).toEqual({ [bathId]: 1, [listed.serviceId]: 2 });
    expect((await reviews(`?serviceId=${listed.serviceId}`)).pagination.total).toBe(2);
  });

  it('when a company has no reviews, then an empty page with a total of 0', async () => {
    await requestBooking(listed, alice, date, { time: '09:00' });
    const { status, data, pagination } = await reviews();
    expect(status).toBe(200);
    expect(data).toEqual([]);
    expect(pagination).toEqual({ limit: 5, nextCursor: null, total: 0 });
  });

  it('when reviews are read, then the answer carries the public cache headers', async () => {
    const response = await fetch(`${apiOrigin}/api/companies/${listed.company.uid}/reviews`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('etag')).toMatch(/^W\/"/);
  });

  it('when the company is unknown, suspended or unverified, or its id malformed, then 404 "Company not found"', async () => {
    await review(listed.serviceId, '09:00', 4, 'Lovely groom');
    expect((await reviews('', 'no-such-company')).body).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      message: 'Company not found',
    });
    expect((await reviews('', 'bad.id')).status).toBe(404);
    const { db } = admin();
    await db.doc(`companies/${listed.company.uid}`).update({ status: 'suspended' });
    expect((await reviews()).status).toBe(404);
    await db.doc(`companies/${listed.company.uid}`).update({ status: 'active', verified: false });
    const unverified = await reviews();
    expect(unverified.status).toBe(404);
    expect(unverified.body.message).toBe('Company not found');
  });

  it('when the limit, cursor or service id is bad or a parameter is unknown, then 400 naming the field', async () => {
    const cases: Array<[string, string]> = [
      ['?limit=0', 'limit'],
      ['?limit=21', 'limit'],
      ['?limit=two', 'limit'],
      ['?cursor=not-a-cursor', 'cursor'],
      [`?cursor=${Buffer.from(JSON.stringify({ at: 1, id: '../x' })).toString('base64url')}`, 'cursor'],
      ['?serviceId=bad.id', 'serviceId'],
      ['?sort=oldest', 'sort'],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await reviews(query);
      expect(status, query).toBe(400);
      expect(body.code, query).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.details ?? {}), query).toContain(field);
    }
  });
});
