// Issue 21 section 5: repeat series booked whole or not at all, the preview, cancelling this and the following ones.
import { describe, expect, it } from 'vitest';
import { addDays, format, parseISO } from 'date-fns';
import type { BookingPreview, OwnerBooking } from '../../functions/src/contracts/bookings';
import { admin, api } from './support/emulators';
import {
  createOwnerWithPet,
  freshCompanyAndOwnerEachTest,
  startInstances,
  type OwnerWithPet,
} from './support/fixtures';

const { listed, alice, date: first } = freshCompanyAndOwnerEachTest();
const weeksAfter = (weeks: number) => format(addDays(parseISO(first), weeks * 7), 'yyyy-MM-dd');

/** A booking body for the listed company's service at 10:00 on `first`, with `overrides`. */
const bodyFor = (owner: OwnerWithPet, overrides: Record<string, unknown>) => ({
  companyId: listed.company.uid,
  serviceId: listed.serviceId,
  petId: owner.petId,
  date: first,
  time: '10:00',
  ...overrides,
});

function book(owner: OwnerWithPet, overrides: Record<string, unknown> = {}, origin?: string) {
  return api('POST', '/api/pet-owners/bookings', {
    token: owner.owner.idToken,
    body: bodyFor(owner, overrides),
    origin,
  });
}

async function preview(owner: OwnerWithPet, overrides: Record<string, unknown> = {}): Promise<BookingPreview> {
  const { status, body } = await api('POST', '/api/pet-owners/bookings/preview', {
    token: owner.owner.idToken,
    body: bodyFor(owner, overrides),
  });
  if (status !== 200) throw new Error(`preview failed: ${status} ${JSON.stringify(body)}`);
  return body.data as BookingPreview;
}

async function bookingsOf(owner: OwnerWithPet): Promise<OwnerBooking[]> {
  const { body } = await api('GET', '/api/pet-owners/bookings', { token: owner.owner.idToken });
  return (body.data as OwnerBooking[]).sort((a, b) => a.startAt.localeCompare(b.startAt));
}

const storedBookings = async () => (await admin().db.collection('bookings').get()).size;
const cancel = (owner: OwnerWithPet, id: string, body?: unknown) =>
  api('PUT', `/api/pet-owners/bookings/${id}/cancel`, { token: owner.owner.idToken, body });

describe('POST /api/pet-owners/bookings with repeat', () => {
  it('when a 4-week series is booked, then 4 bookings a week apart share a seriesId, and the company hears once', async () => {
    const { status, body } = await book(alice, { repeat: { everyWeeks: 1, count: 4 } });
    expect(status).toBe(201);
    const answered = body.data as OwnerBooking;
    expect(answered).toMatchObject({ date: first, time: '10:00', status: 'pending' });
    expect(answered.seriesId).toEqual(expect.any(String));
    const mine = await bookingsOf(alice);
    expect(mine.map((booking) => booking.date)).toEqual([first, weeksAfter(1), weeksAfter(2), weeksAfter(3)]);
    expect(new Set(mine.map((booking) => booking.seriesId))).toEqual(new Set([answered.seriesId]));
    expect(mine.every((booking) => booking.time === '10:00' && booking.totalAmount === 65)).toBe(true);

    const inbox = await api('GET', '/api/notifications', { token: listed.company.idToken });
    expect(inbox.body.data).toMatchObject({ unreadCount: 1 });
    const [item] = (inbox.body.data as { notifications: { title: string; body: string }[] }).notifications;
    expect(item.title).toBe('New series request: Full Groom x4');
    expect(item.body).toContain('4 times from');

    const customer = await admin().db.doc(`companies/${listed.company.uid}/customers/${alice.owner.uid}`).get();
    expect(customer.get('totalBookings')).toBe(4);
  });

  it('when a single booking holds one date of the series, then the preview says which and the series is refused whole', async () => {
    const bob = await createOwnerWithPet('Rex');
    expect((await book(bob, { date: weeksAfter(2) })).status).toBe(201);

    const seen = await preview(alice, { repeat: { everyWeeks: 1, count: 4 } });
    expect(seen.occurrences.map((occurrence) => [occurrence.date, occurrence.available, occurrence.reason])).toEqual([
      [first, true, null],
      [weeksAfter(1), true, null],
      [weeksAfter(2), false, 'taken'],
      [weeksAfter(3), true, null],
    ]);
    expect(seen.occurrences[2].message).toBe('This time slot was just booked. Please choose another time.');
    expect(await storedBookings()).toBe(1);

    const { status, body } = await book(alice, { repeat: { everyWeeks: 1, count: 4 } });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      success: false,
      code: 'SERIES_CONFLICT',
      message: 'Some dates of this series cannot be booked. Nothing was booked.',
      details: { [weeksAfter(2)]: 'This time slot was just booked. Please choose another time.' },
    });
    expect(Object.keys(body.details ?? {})).toEqual([weeksAfter(2)]);
    expect(await storedBookings()).toBe(1);
    expect((await admin().db.doc(`petSchedules/${alice.owner.uid}_${alice.petId}`).get()).get('blocks') ?? {}).toEqual(
      {},
    );
  });

  it('when the company has team members, then the preview names who each date would get, and nothing is written', async () => {
    const added = await api('POST', '/api/employees', {
      token: listed.company.idToken,
      body: { name: 'Ann', email: 'ann@example.test', phone: '555-0100', position: 'Groomer' },
    });
    expect(added.status).toBe(201);
    const seen = await preview(alice, { repeat: { everyWeeks: 2, count: 3 } });
    expect(seen.occurrences).toEqual(
      [first, weeksAfter(2), weeksAfter(4)].map((date) => ({
        date,
        time: '10:00',
        available: true,
        reason: null,
        message: null,
        employeeId: (added.body.data as { id: string }).id,
        employeeName: 'Ann',
      })),
    );
    expect(await storedBookings()).toBe(0);
  });

  it('when the body is wrong, then 400 on the field and nothing is written', async () => {
    for (const [repeat, field] of [
      [{ everyWeeks: 3, count: 4 }, 'repeat.everyWeeks'],
      [{ everyWeeks: 1, count: 13 }, 'repeat.count'],
      [{ everyWeeks: 1, count: 1 }, 'repeat.count'],
      [{ everyWeeks: 1 }, 'repeat.count'],
    ] as const) {
      const { status, body } = await book(alice, { repeat });
      expect(status).toBe(400);
      expect(body.details).toHaveProperty([field]);
    }
    const stay = await api('POST', '/api/services', {
      token: listed.company.idToken,
      body: {
        name: 'Kennel',
        description: 'Nights',
        category: 'boarding',
        petTypes: ['dog'],
        price: 50,
        duration: 30,
        capacity: 2,
      },
    });
    expect(stay.status).toBe(201);
    const refused = await book(alice, {
      serviceId: (stay.body.data as { id: string }).id,
      endDate: format(addDays(parseISO(first), 2), 'yyyy-MM-dd'),
      repeat: { everyWeeks: 1, count: 2 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual({
      repeat: 'Only appointments can repeat; book stays and day care one at a time.',
    });
    expect(await storedBookings()).toBe(0);
  });

  it('when a series takes the open bookings past 5, then it is booked, and the next request is refused', async () => {
    expect((await book(alice, { repeat: { everyWeeks: 1, count: 6 } })).status).toBe(201);
    const next = await book(alice, { date: weeksAfter(8) });
    expect(next.status).toBe(409);
    expect(next.body.code).toBe('LIMIT_REACHED');
    const seen = await preview(alice, { date: weeksAfter(8) });
    expect(seen.occurrences[0]).toMatchObject({ available: false, reason: 'limit_reached' });
  });

  it('when a series races a single booking for one of its dates, then one of them wins whole', async () => {
    const instances = await startInstances();
    try {
      const bob = await createOwnerWithPet('Rex', instances.originFor(0));
      const [series, single] = await Promise.all([
        book(alice, { repeat: { everyWeeks: 1, count: 4 } }, instances.originFor(0)),
        book(bob, { date: weeksAfter(2) }, instances.originFor(1)),
      ]);
      const outcome = [series.status, single.status];
      expect([
        [201, 409],
        [409, 201],
      ]).toContainEqual(outcome);
      expect(await storedBookings()).toBe(series.status === 201 ? 4 : 1);
      if (series.status === 409) expect(series.body.code).toBe('SERIES_CONFLICT');
      else expect(single.body.code).toBe('SLOT_TAKEN');
    } finally {
      await instances.close();
    }
  }, 60_000);
});

describe('PUT /api/pet-owners/bookings/{id}/cancel with scope', () => {
  it('when the second of four is cancelled with the following ones, then it and the later two end and their times are free', async () => {
    await book(alice, { repeat: { everyWeeks: 1, count: 4 } });
    const [one, two] = await bookingsOf(alice);
    const { status, body } = await cancel(alice, two.id, { scope: 'following' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: two.id, status: 'cancelled' });
    expect((await bookingsOf(alice)).map((booking) => [booking.date, booking.status])).toEqual([
      [one.date, 'pending'],
      [weeksAfter(1), 'cancelled'],
      [weeksAfter(2), 'cancelled'],
      [weeksAfter(3), 'cancelled'],
    ]);
    // The company hears of it once, as it heard of the request once: one notification, one mail naming the dates.
    const told = await admin()
      .db.collection(`users/${listed.company.uid}/notifications`)
      .where('kind', '==', 'booking_cancelled')
      .get();
    expect(told.docs.map((doc) => doc.get('title'))).toEqual(['Series cancelled: Full Groom x3']);
    const mails = await admin().db.collection('mail').where('topic.kind', '==', 'booking_cancelled').get();
    expect(mails.docs.map((doc) => doc.get('message.subject'))).toEqual(['Series cancelled: Full Groom x3 for Max']);
    const bob = await createOwnerWithPet('Rex');
    expect((await book(bob, { date: weeksAfter(3) })).status).toBe(201);
    expect((await admin().db.doc(`openBookings/${listed.company.uid}_${alice.owner.uid}`).get()).get('count')).toBe(1);
  });

  it('when one is cancelled without a scope or with "this", then only that one; a wrong scope is 400', async () => {
    await book(alice, { repeat: { everyWeeks: 2, count: 3 } });
    const [one, two] = await bookingsOf(alice);
    expect((await cancel(alice, one.id)).status).toBe(200);
    expect((await cancel(alice, two.id, { scope: 'this' })).status).toBe(200);
    expect((await bookingsOf(alice)).map((booking) => booking.status)).toEqual(['cancelled', 'cancelled', 'pending']);
    const wrong = await cancel(alice, (await bookingsOf(alice))[2].id, { scope: 'all' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toHaveProperty(['scope']);
    expect((await bookingsOf(alice))[2].status).toBe('pending');
  });
});
