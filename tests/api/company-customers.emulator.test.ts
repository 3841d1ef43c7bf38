import { beforeEach, describe, expect, it } from 'vitest';
import type { CustomerDetails, CustomerNote, CustomerSummary } from '../../functions/src/contracts/customers';
import { admin, api, createCompanyUser, createUser } from './support/emulators';
import {
  bookService,
  createListedCompany,
  createOwnerWithPet,
  expectValidationFailed,
  freshCompanyAndOwnerEachTest,
  weekdayAfter,
  type OwnerWithPet,
} from './support/fixtures';

const { listed, alice } = freshCompanyAndOwnerEachTest();
let bob: OwnerWithPet;

const book = async (owner: OwnerWithPet, date: string, time: string): Promise<string> =>
  (await bookService(listed, owner, date, { time })).id;

const list = (token: string, query = '') => api('GET', `/api/customers${query}`, { token });
const names = async (query: string) =>
  ((await list(listed.company.idToken, query)).body.data as CustomerSummary[]).map((customer) => customer.name);

beforeEach(async () => {
  bob = await createOwnerWithPet('Rex');
  await api('PUT', '/api/pet-owners/profile', {
    token: bob.owner.idToken,
    body: {
      name: 'Bob Baker',
      phone: '555-0111',
      address: '2 Elm St',
      emergencyContact: { name: 'Beth Baker', phone: '555-0112', relationship: 'Spouse' },
      preferences: { communication: 'sms', autoBooking: false },
    },
  });
  // The customer record keeps the name of the owner's first booking here, so Bob books after renaming.
  await book(alice, weekdayAfter(3), '10:00');
  await book(bob, weekdayAfter(8), '11:00');
  await book(bob, weekdayAfter(8), '14:00');
});

describe('GET /api/customers', () => {
  it('when the company lists its customers, then page 1 of 10 sorted by name with totals from the bookings', async () => {
    const { status, body } = await list(listed.company.idToken);
    expect(status).toBe(200);
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 2, totalPages: 1 });
    const [bobRow, aliceRow] = body.data as CustomerSummary[];
    expect(bobRow).toMatchObject({
      id: bob.owner.uid,
      name: 'Bob Baker',
      totalBookings: 2,
      totalSpent: 0,
      status: 'active',
      petNames: ['Rex'],
    });
    expect(aliceRow).toMatchObject({ id: alice.owner.uid, name: 'Olive Owner', totalBookings: 1 });
  });

  it('when sorted, paged, filtered or searched, then the server answers that page', async () => {
    expect(await names('?sortBy=name&sortOrder=desc')).toEqual(['Olive Owner', 'Bob Baker']);
    expect(await names('?sortBy=lastBooking&sortOrder=asc')).toEqual(['Olive Owner', 'Bob Baker']);
    const second = await list(listed.company.idToken, '?limit=1&page=2');
    expect((second.body.data as CustomerSummary[]).map((customer) => customer.name)).toEqual(['Olive Owner']);
    expect(second.body.pagination).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 });
    expect(await names('?search=rex')).toEqual(['Bob Baker']);
    expect(await names('?search=oli%20max')).toEqual(['Olive Owner']);
    expect(await names('?status=inactive')).toEqual([]);
  });

  it('when names differ in case, then sortBy=name orders them as a person reads them, across pages, and follows a rename', async () => {
    const adam = await createOwnerWithPet('Ace');
    const rename = (owner: OwnerWithPet, name: string) =>
      api('PUT', '/api/pet-owners/profile', {
        token: owner.owner.idToken,
        body: { name, phone: '555-0120', address: '3 Oak St' },
      });
    await rename(adam, 'Adam Ames');
    // Distinct times: weekdayAfter moves a weekend day to Monday, so nearby offsets can be the same day.
    await book(adam, weekdayAfter(4), '12:00');
    // Alice's record was "Olive Owner"; her next booking brings her new name, and its sort key with it.
    await rename(alice, 'alice Arden');
    await book(alice, weekdayAfter(5), '15:00');

    // Byte order would put "alice Arden" after "Bob Baker".
    expect(await names('?sortBy=name&sortOrder=asc')).toEqual(['Adam Ames', 'alice Arden', 'Bob Baker']);
    expect(await names('?sortBy=name&sortOrder=desc')).toEqual(['Bob Baker', 'alice Arden', 'Adam Ames']);
    expect(await names('?sortBy=name&limit=1&page=2')).toEqual(['alice Arden']);
    expect(await names('?sortBy=name&status=active&search=arden')).toEqual(['alice Arden']);
    expect(
      (await admin().db.doc(`companies/${listed.company.uid}/customers/${alice.owner.uid}`).get()).get('nameKey'),
    ).toBe('alice arden');
  });

  it('when the query is bad, then 400 naming the field', async () => {
    for (const [query, field] of [
      ['?sortBy=age', 'sortBy'],
      ['?limit=500', 'limit'],
      ['?page=0', 'page'],
      ['?sortOrder=up', 'sortOrder'],
      ['?color=red', 'color'],
    ]) {
      const { status, body } = await list(listed.company.idToken, query);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(body.details).toHaveProperty(field);
    }
  });

  it('when signed out, a pet owner, or a company without a subscription, then 401 or 403; another company sees none', async () => {
    expect((await api('GET', '/api/customers')).status).toBe(401);
    expect((await list(alice.owner.idToken)).status).toBe(403);
    const inactive = await createCompanyUser();
    expect((await list(inactive.idToken)).body).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED' });
    const other = await createListedCompany();
    expect((await list(other.company.idToken)).body.data).toEqual([]);
  });
});

describe('GET /api/customers/{id}', () => {
  it('when the company opens a customer, then contact, the emergency contact of the profile, the pets and notes', async () => {
    const { status, body } = await api('GET', `/api/customers/${bob.owner.uid}`, { token: listed.company.idToken });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: bob.owner.uid,
      name: 'Bob Baker',
      email: bob.owner.email,
      phone: '555-0111',
      address: '2 Elm St',
      preferredContact: 'sms',
      emergencyContact: { name: 'Beth Baker', phone: '555-0112', relationship: 'Spouse' },
      pets: [{ name: 'Rex', type: 'Dog', breed: 'Beagle', age: '', weight: '', notes: '', photo: null }],
      notes: [],
    } satisfies Partial<CustomerDetails>);
  });

  it("when the id is another company's customer, unknown or malformed, then 404", async () => {
    const other = await createListedCompany();
    expect((await api('GET', `/api/customers/${bob.owner.uid}`, { token: other.company.idToken })).status).toBe(404);
    expect((await api('GET', '/api/customers/nobody', { token: listed.company.idToken })).status).toBe(404);
    expect((await api('GET', '/api/customers/a.b', { token: listed.company.idToken })).status).toBe(404);
  });
});

describe('POST /api/customers/{id}/notes', () => {
  it('when the company adds notes, then each is kept with its time and author, newest first', async () => {
    const first = await api('POST', `/api/customers/${alice.owner.uid}/notes`, {
      token: listed.company.idToken,
      body: { note: ' Prefers mornings ' },
    });
    expect(first.status).toBe(201);
    const second = await api('POST', `/api/customers/${alice.owner.uid}/notes`, {
      token: listed.company.idToken,
      body: { note: 'Max is shy' },
    });
    const notes = (second.body.data as { notes: CustomerNote[] }).notes;
    expect(notes.map((note) => note.text)).toEqual(['Max is shy', 'Prefers mornings']);
    expect(notes[0]).toMatchObject({ authorId: listed.company.uid, authorName: 'Test Company' });
    expect(Date.parse(notes[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const details = await api('GET', `/api/customers/${alice.owner.uid}`, { token: listed.company.idToken });
    expect((details.body.data as CustomerDetails).notes).toHaveLength(2);
  });

  it('when the note is blank or missing, then 400 naming note and nothing is kept', async () => {
    for (const body of [{ note: '   ' }, {}]) {
      const result = await api('POST', `/api/customers/${alice.owner.uid}/notes`, {
        token: listed.company.idToken,
        body,
      });
      expectValidationFailed(result, { note: 'Please write a note' });
    }
    expect(
      (await admin().db.collection(`companies/${listed.company.uid}/customers/${alice.owner.uid}/notes`).get()).size,
    ).toBe(0);
  });

  it('when another company or a pet owner writes a note, then 404 or 403', async () => {
    const other = await createListedCompany();
    expect(
      (
        await api('POST', `/api/customers/${alice.owner.uid}/notes`, {
          token: other.company.idToken,
          body: { note: 'x' },
        })
      ).status,
    ).toBe(404);
    const owner = await createUser({ role: 'pet_owner' });
    expect(
      (await api('POST', `/api/customers/${alice.owner.uid}/notes`, { token: owner.idToken, body: { note: 'x' } }))
        .status,
    ).toBe(403);
    expect((await admin().db.collection(`companies/${other.company.uid}/customers`).get()).size).toBe(0);
  });
});
