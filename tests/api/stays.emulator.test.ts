// Issue 21 section 4: stays by the night and day care by the day, held as places of the service's capacity
// (docs/decisions/0086-stays-by-the-night.md).
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { AvailabilityRangeView, DayAvailabilityView, OwnerBooking } from '../../functions/src/contracts/bookings';
import type { CompanyAgenda, PlaceGuests, StaysOccupancy } from '../../functions/src/contracts/company-bookings';
import { fixedClock } from '../../functions/src/core/clock';
import type { ServiceInput } from '../../functions/src/contracts/services';
import { admin, api } from './support/emulators';
import {
  addService,
  bookService,
  createOwnerWithPet,
  expectRaceOutcome,
  freshCompanyAndOwnerEachTest,
  nailTrimInput,
  raceOnTwoInstances,
  requestBooking,
  startAppWithClock,
  weekdayAfter,
  type OwnerWithPet,
} from './support/fixtures';

/**
 * A Monday at least four days ahead: the stays below check in from it to the Thursday after, all open days of the
 * listed company (closed at weekends), whatever day the tests run on.
 */
const checkIn = (() => {
  let date = weekdayAfter(4);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 1) date = plus(date, 1);
  return date;
})();

/** `days` calendar days after `date` (YYYY-MM-DD). */
function plus(date: string, days: number): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

const boarding: Partial<ServiceInput> = {
  name: 'Overnight Boarding',
  description: 'A run of your own',
  category: 'boarding',
  price: 45,
  capacity: 2,
};

const { listed, alice } = freshCompanyAndOwnerEachTest(boarding);

const book = (owner: OwnerWithPet, overrides: Record<string, unknown> = {}, origin?: string) =>
  requestBooking(listed, owner, checkIn, { endDate: plus(checkIn, 3), ...overrides }, origin);
const booked = (owner: OwnerWithPet, overrides: Record<string, unknown> = {}) =>
  bookService<OwnerBooking>(listed, owner, checkIn, { endDate: plus(checkIn, 3), ...overrides });

async function taken(date: string, serviceId = listed.serviceId): Promise<number> {
  const doc = await admin().db.doc(`capacityNights/${listed.company.uid}_${serviceId}_${date}`).get();
  return (doc.get('taken') as number | undefined) ?? 0;
}

async function range(from: string, days: number, serviceId = listed.serviceId): Promise<AvailabilityRangeView> {
  const { status, body } = await api(
    'GET',
    `/api/companies/${listed.company.uid}/services/${serviceId}/availability?from=${from}&days=${days}`,
  );
  if (status !== 200) throw new Error(`availability failed: ${JSON.stringify(body)}`);
  return body.data as AvailabilityRangeView;
}

const setStatus = (id: string, status: string) =>
  api('PUT', `/api/bookings/${id}/status`, { token: listed.company.idToken, body: { status, notifyCustomer: false } });

const addDaycare = (fields: Partial<ServiceInput>) =>
  addService(listed, { name: 'Daycare', description: 'Play all day', petTypes: ['dog'], price: 30, ...fields });

describe('services are booked by appointment, by the night or by the day', () => {
  const base = { name: 'Kennel', description: 'Kennels', petTypes: ['dog'], price: 40 };

  it('when a visitor reads the company page, then each service says how its price counts: by the night for a stay', async () => {
    await addDaycare({ category: 'daycare', capacity: 5 });
    const { status, body } = await api('GET', `/api/companies/${listed.company.uid}/services/public`);
    expect(status).toBe(200);
    const modes = Object.fromEntries(
      (body.data as Array<{ name: string; bookingMode: string }>).map((service) => [service.name, service.bookingMode]),
    );
    expect(modes).toEqual({ 'Overnight Boarding': 'stay', Daycare: 'day' });
  });

  it.each([
    ['boarding', { capacity: 10 }, 'stay', 10],
    ['daycare', { capacity: 25 }, 'day', 25],
    ['grooming', {}, 'appointment', null],
    ['grooming', { bookingMode: 'day', capacity: 3 }, 'day', 3],
    ['boarding', { bookingMode: 'appointment' }, 'appointment', null],
  ])(
    'when a %s service is saved with %j, then it reads back as %s with capacity %s',
    async (category, extra, mode, capacity) => {
      const created = await api('POST', '/api/services', {
        token: listed.company.idToken,
        body: { ...base, category, ...extra },
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({ category, bookingMode: mode, capacity });
    },
  );

  it.each([
    [{ category: 'boarding' }, 'Stays and day bookings need a capacity: 1 to 500 places (runs, kennels or places)'],
    [
      { category: 'grooming', bookingMode: 'stay' },
      'Stays and day bookings need a capacity: 1 to 500 places (runs, kennels or places)',
    ],
    [{ category: 'daycare', capacity: 0 }, 'Capacity is 1 to 500 places'],
    [{ category: 'daycare', capacity: 501 }, 'Capacity is 1 to 500 places'],
    [{ category: 'daycare', capacity: 2.5 }, 'Capacity is 1 to 500 places'],
  ])('when a service has %j, then 400 on capacity and nothing is written', async (extra, message) => {
    const { status, body } = await api('POST', '/api/services', {
      token: listed.company.idToken,
      body: { ...base, ...extra },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(body.details?.capacity).toBe(message);
    expect((await admin().db.collection(`companies/${listed.company.uid}/services`).get()).size).toBe(1);
  });

  it('when a service stored before stays has no bookingMode, then it reads as an appointment, boarding or not', async () => {
    await admin()
      .db.doc(`companies/${listed.company.uid}/services/${listed.serviceId}`)
      .update({ bookingMode: FieldDelete(), capacity: FieldDelete() });
    const list = await api('GET', '/api/services', { token: listed.company.idToken });
    expect(JSON.stringify(list.body.data)).toContain('"bookingMode":"appointment","capacity":null');
    const view = await api(
      'GET',
      `/api/companies/${listed.company.uid}/services/${listed.serviceId}/availability?date=${checkIn}`,
    );
    expect(view.body.data).toMatchObject({ bookingMode: 'appointment', capacity: null });
    const appointment = await booked(alice, { endDate: undefined });
    expect(appointment).toMatchObject({ bookingMode: 'appointment', endDate: null, nights: null, totalAmount: 45 });
  });
});

describe('booking a stay', () => {
  it('when an owner books 3 nights, then 201 with the nights, price x nights, no team member and one place each night', async () => {
    const stay = await booked(alice);
    expect(stay).toMatchObject({
      bookingMode: 'stay',
      date: checkIn,
      time: '10:00',
      endDate: plus(checkIn, 3),
      nights: 3,
      servicePrice: 45,
      totalAmount: 135,
      employeeId: null,
      employeeName: null,
      status: 'pending',
    });
    expect([await taken(checkIn), await taken(plus(checkIn, 1)), await taken(plus(checkIn, 2))]).toEqual([1, 1, 1]);
    expect(await taken(plus(checkIn, 3))).toBe(0);
    expect((await admin().db.collection('teamDays').get()).size).toBe(0);
    const stored = (await admin().db.doc(`bookings/${stay.id}`).get()).data()!;
    expect(stored.hold.capacityNightIds).toHaveLength(3);
    const company = await api('GET', '/api/bookings', { token: listed.company.idToken });
    expect((company.body.data as unknown[])[0]).toMatchObject({ bookingMode: 'stay', nights: 3, totalAmount: 135 });
    // The owner's dashboard says the nights beside the check-in.
    const dashboard = await api('GET', '/api/pet-owners/dashboard-stats', { token: alice.owner.idToken });
    expect((dashboard.body.data as { upcomingAppointments: unknown[] }).upcomingAppointments).toEqual([
      expect.objectContaining({ id: stay.id, date: checkIn, nights: 3 }),
    ]);
  });

  it.each([
    [{ endDate: undefined }, 'Please select a check-out date for the stay.'],
    [{ endDate: checkIn }, 'Please select a check-out date 1 to 30 nights after check-in.'],
    [{ endDate: plus(checkIn, -1) }, 'Please select a check-out date 1 to 30 nights after check-in.'],
    [{ endDate: plus(checkIn, 31) }, 'Please select a check-out date 1 to 30 nights after check-in.'],
    [{ endDate: '2026-13-45' }, 'Please select a check-out date 1 to 30 nights after check-in.'],
  ])('when the stay has %j, then 400 on endDate in the envelope and nothing is written', async (override, message) => {
    const { status, body } = await book(alice, override);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message });
    expect(body.details?.endDate).toBe(message);
    expect((await admin().db.collection('bookings').get()).size).toBe(0);
    expect((await admin().db.collection('capacityNights').get()).size).toBe(0);
  });

  it('when a stay is 30 nights, then it is taken; an appointment or day booking with an endDate is 400', async () => {
    expect(await booked(alice, { endDate: plus(checkIn, 30) })).toMatchObject({ nights: 30, totalAmount: 1350 });
    const daycare = await addDaycare({ category: 'daycare', capacity: 5 });
    const bob = await createOwnerWithPet('Rex');
    const refused = await book(bob, { serviceId: daycare });
    expect(refused.status).toBe(400);
    expect(refused.body.details?.endDate).toBe('Only stays have a check-out date.');
  });

  it('when every place is taken on one night, then 409 FULLY_BOOKED naming it; a stay checking in that morning fits', async () => {
    const bob = await createOwnerWithPet('Rex');
    const cara = await createOwnerWithPet('Bo');
    await booked(alice);
    await booked(bob, { date: plus(checkIn, 2), endDate: plus(checkIn, 4) });
    const refused = await book(cara, { date: plus(checkIn, 1), endDate: plus(checkIn, 5) });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, code: 'FULLY_BOOKED', details: { date: plus(checkIn, 2) } });
    expect(refused.body.message).toMatch(
      /^No place is left on [A-Z][a-z]{2} \d{1,2}, \d{4}\. Please choose other dates\.$/,
    );
    expect(await taken(plus(checkIn, 1))).toBe(1);
    // Alice checks out on checkIn+3: that night is free for a second guest again.
    expect(await booked(cara, { date: plus(checkIn, 3), endDate: plus(checkIn, 4) })).toMatchObject({ nights: 1 });
    expect(await taken(plus(checkIn, 3))).toBe(2);
  });

  it('when the same pet is booked into two overlapping stays, then 409; back to back is fine', async () => {
    await booked(alice);
    const overlap = await book(alice, { date: plus(checkIn, 2), endDate: plus(checkIn, 5) });
    expect(overlap.status).toBe(409);
    expect(overlap.body).toMatchObject({
      code: 'SLOT_TAKEN',
      message: 'Max already has a stay or day booking on those dates.',
    });
    expect(await booked(alice, { date: plus(checkIn, 3), endDate: plus(checkIn, 5) })).toMatchObject({ nights: 2 });
  });

  it('when the check-in is on a closed day or in the past, then 409 or 400 as for appointments', async () => {
    const saturday = (() => {
      let date = checkIn;
      while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 6) date = plus(date, 1);
      return date;
    })();
    const closed = await book(alice, { date: saturday, endDate: plus(saturday, 2) });
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('SLOT_UNAVAILABLE');
    const past = await book(alice, { date: plus(weekdayAfter(0), -7), endDate: plus(weekdayAfter(0), -5) });
    expect(past.status).toBe(400);
    expect(past.body.details?.date).toBe('Please select a future date and time.');
  });
});

describe('day bookings', () => {
  it('when a day service is booked, then one place on its day at the price of one day, and the last place is 409', async () => {
    const daycare = await addDaycare({ category: 'daycare', capacity: 1 });
    const day = await booked(alice, { serviceId: daycare, endDate: undefined });
    expect(day).toMatchObject({ bookingMode: 'day', endDate: null, nights: null, totalAmount: 30, employeeId: null });
    expect(await taken(checkIn, daycare)).toBe(1);
    const bob = await createOwnerWithPet('Rex');
    const refused = await book(bob, { serviceId: daycare, endDate: undefined });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('FULLY_BOOKED');
    expect(refused.body.message).toMatch(/Please choose another day\.$/);
    const view = await api(
      'GET',
      `/api/companies/${listed.company.uid}/services/${daycare}/availability?date=${checkIn}`,
    );
    const dayView = view.body.data as DayAvailabilityView;
    expect(dayView).toMatchObject({ bookingMode: 'day', capacity: 1, team: [] });
    expect(dayView.slots.find((slot) => slot.time === '10:00')).toEqual({
      time: '10:00',
      available: false,
      free: 0,
      reason: 'taken',
    });
  });
});

describe('leaving and coming back releases and retakes the places like appointment holds', () => {
  it.each(['cancelled', 'completed', 'no_show'])(
    'when the company sets %s, then every night is free again',
    async (status) => {
      const stay = await booked(alice);
      expect((await setStatus(stay.id, status)).status).toBe(200);
      expect([await taken(checkIn), await taken(plus(checkIn, 1)), await taken(plus(checkIn, 2))]).toEqual([0, 0, 0]);
      const stored = (await admin().db.doc(`bookings/${stay.id}`).get()).data()!;
      expect(stored.hold).toBeNull();
      expect((await admin().db.doc(`petSchedules/${alice.owner.uid}_${alice.petId}`).get()).get('blocks')).toEqual({});
    },
  );

  it('when the owner cancels, then the places and the pet are free, and another stay can take them', async () => {
    const stay = await booked(alice);
    const cancelled = await api('PUT', `/api/pet-owners/bookings/${stay.id}/cancel`, { token: alice.owner.idToken });
    expect(cancelled.status).toBe(200);
    expect(await taken(checkIn)).toBe(0);
    expect(await booked(alice)).toMatchObject({ nights: 3 });
  });

  it('when a declined stay is reopened, then only if every night still has a place', async () => {
    const stay = await booked(alice);
    expect((await setStatus(stay.id, 'cancelled')).status).toBe(200);
    expect((await setStatus(stay.id, 'confirmed')).status).toBe(200);
    expect(await taken(plus(checkIn, 1))).toBe(1);
    expect((await setStatus(stay.id, 'cancelled')).status).toBe(200);
    const [bob, cara] = [await createOwnerWithPet('Rex'), await createOwnerWithPet('Bo')];
    await booked(bob, { date: plus(checkIn, 1), endDate: plus(checkIn, 2) });
    await booked(cara, { date: plus(checkIn, 1), endDate: plus(checkIn, 2) });
    const reopened = await setStatus(stay.id, 'confirmed');
    expect(reopened.status).toBe(409);
    expect(reopened.body).toMatchObject({ code: 'FULLY_BOOKED', details: { date: plus(checkIn, 1) } });
    expect(reopened.body.message).toMatch(/the booking cannot be reopened\.$/);
    expect(await taken(checkIn)).toBe(0);
    expect(await taken(plus(checkIn, 1))).toBe(2);
  });

  it('when someone asks to assign a team member to a stay, then 409: stays hold places, not people', async () => {
    const stay = await booked(alice);
    const { status, body } = await api('PUT', `/api/bookings/${stay.id}/assign`, {
      token: listed.company.idToken,
      body: { employeeId: null },
    });
    expect(status).toBe(409);
    expect(body.message).toMatch(/not assigned to employees/);
  });
});

describe("the Overview's day", () => {
  it('when stays check out on the next day, then the agenda lists them there by pet, cancelled ones left out', async () => {
    const [bob, cara] = [await createOwnerWithPet('Rex'), await createOwnerWithPet('Bo')];
    // Two places a night: the cancelled stay gives its place back before the two others take theirs.
    const cancelled = await booked(cara, { date: plus(checkIn, 2) });
    expect((await setStatus(cancelled.id, 'cancelled')).status).toBe(200);
    const leaving = await booked(alice);
    const alsoLeaving = await booked(bob, { date: plus(checkIn, 1) });
    // The Wednesday morning in New York: Thursday, when all three would leave, is the next day.
    const wednesday = await startAppWithClock(fixedClock(`${plus(checkIn, 2)}T13:00:00Z`));
    try {
      const { status, body } = await api('GET', '/api/bookings/agenda', {
        token: listed.company.idToken,
        origin: wednesday.origin,
      });
      expect(status).toBe(200);
      const agenda = body.data as CompanyAgenda;
      expect(agenda.today).toMatchObject({ date: plus(checkIn, 2), checkOuts: [] });
      expect(agenda.nextDay.date).toBe(plus(checkIn, 3));
      expect(agenda.nextDay.checkOuts.map((stay) => [stay.petName, stay.id, stay.nights])).toEqual([
        ['Max', leaving.id, 3],
        ['Rex', alsoLeaving.id, 2],
      ]);
    } finally {
      await wednesday.close();
    }
  });
});

describe('availability per night and the Stays tab', () => {
  it('when nights are booked, then the range answers free places per night and the Stays tab the places taken', async () => {
    await booked(alice);
    const bob = await createOwnerWithPet('Rex');
    await booked(bob, { date: plus(checkIn, 1), endDate: plus(checkIn, 2) });
    const view = await range(checkIn, 4);
    expect(view).toMatchObject({ bookingMode: 'stay', capacity: 2, team: [] });
    expect(view.days.map((day) => [day.date, day.free])).toEqual([
      [checkIn, 1],
      [plus(checkIn, 1), 0],
      [plus(checkIn, 2), 1],
      [plus(checkIn, 3), 2],
    ]);
    expect(view.days[0].checkIn).toBe(true);
    expect(view.days[1].checkIn).toBe(false);
    const tab = await api('GET', '/api/bookings/stays', { token: listed.company.idToken });
    expect(tab.status).toBe(200);
    const occupancy = tab.body.data as StaysOccupancy;
    expect(occupancy.dates).toHaveLength(14);
    expect(occupancy.services).toHaveLength(1);
    const row = occupancy.services[0];
    expect(row).toMatchObject({ serviceId: listed.serviceId, bookingMode: 'stay', capacity: 2 });
    const at = (date: string) => row.taken[occupancy.dates.indexOf(date)];
    expect([at(checkIn), at(plus(checkIn, 1)), at(plus(checkIn, 2)), at(plus(checkIn, 3))]).toEqual([1, 2, 1, 0]);
    expect((await api('GET', '/api/bookings/stays')).status).toBe(401);
    expect((await api('GET', '/api/bookings/stays', { token: alice.owner.idToken })).status).toBe(403);
  });

  it('when the front desk pages to another fortnight, then it starts on the day asked for; beyond a year or bad input is 400', async () => {
    // Three weeks after a Monday check-in: a Monday again, the listed company being closed at weekends.
    const later = plus(checkIn, 21);
    await booked(alice, { date: later, endDate: plus(later, 2) });
    const stays = (query: string) => api('GET', `/api/bookings/stays${query}`, { token: listed.company.idToken });
    const current = (await stays('')).body.data as StaysOccupancy;
    expect(current.from).toBe(current.today);
    expect(current.dates[0]).toBe(current.today);
    expect(current.dates).not.toContain(plus(later, 1));

    const paged = await stays(`?from=${plus(later, -1)}`);
    expect(paged.status).toBe(200);
    const fortnight = paged.body.data as StaysOccupancy;
    expect(fortnight).toMatchObject({ from: plus(later, -1), today: current.today });
    expect(fortnight.dates).toHaveLength(14);
    expect(fortnight.dates[0]).toBe(plus(later, -1));
    expect(fortnight.services[0].taken.slice(0, 4)).toEqual([0, 1, 1, 0]);
    // A past fortnight reads too (last week's nights), within a year either way.
    expect((await stays(`?from=${plus(current.today, -14)}`)).status).toBe(200);

    for (const query of [`?from=${plus(current.today, 400)}`, `?from=${plus(current.today, -400)}`]) {
      const refused = await stays(query);
      expect(refused.status, query).toBe(400);
      expect(refused.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(refused.body.details).toHaveProperty('from');
    }
    for (const query of ['?from=2026-02-30', '?from=next-week', '?from=2026-12-01&nights=3']) {
      const refused = await stays(query);
      expect(refused.status, query).toBe(400);
      expect(refused.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
  });

  it('when the front desk opens a night, then its guests are the stays holding a place on it, earliest check-in first', async () => {
    const [bob, cara] = [await createOwnerWithPet('Rex'), await createOwnerWithPet('Bo')];
    const stay = await booked(alice); // nights checkIn .. checkIn+2
    const later = await booked(bob, { date: plus(checkIn, 1), endDate: plus(checkIn, 2) });
    // Cancelled: it holds no place.
    const cancelled = await booked(cara, { date: plus(checkIn, 2), endDate: plus(checkIn, 4) });
    expect((await setStatus(cancelled.id, 'cancelled')).status).toBe(200);
    const guestsOn = async (date: string, serviceId = listed.serviceId) => {
      const { status, body } = await api('GET', `/api/bookings/stays/guests?serviceId=${serviceId}&date=${date}`, {
        token: listed.company.idToken,
      });
      expect(status, JSON.stringify(body)).toBe(200);
      return body.data as PlaceGuests;
    };
    const night = await guestsOn(plus(checkIn, 1));
    expect(night).toMatchObject({
      serviceId: listed.serviceId,
      date: plus(checkIn, 1),
      bookingMode: 'stay',
      capacity: 2,
    });
    expect(night.guests.map((guest) => [guest.id, guest.petName, guest.nights])).toEqual([
      [stay.id, 'Max', 3],
      [later.id, 'Rex', 1],
    ]);
    expect(night.checkOuts).toEqual([]);
    // Rex checks out on the morning of checkIn+2: that night is Max's alone, and Rex is among the day's departures.
    const wednesday = await guestsOn(plus(checkIn, 2));
    expect(wednesday.guests.map((guest) => guest.id)).toEqual([stay.id]);
    expect(wednesday.checkOuts.map((guest) => [guest.id, guest.petName])).toEqual([[later.id, 'Rex']]);
    const thursday = await guestsOn(plus(checkIn, 3));
    expect(thursday.guests).toEqual([]);
    expect(thursday.checkOuts.map((guest) => guest.id)).toEqual([stay.id]);
    // The cancelled stay would have left on checkIn+4.
    expect(await guestsOn(plus(checkIn, 4))).toMatchObject({ guests: [], checkOuts: [] });
    // The count the tab shows and the guests it lists agree.
    const tab = (await api('GET', '/api/bookings/stays', { token: listed.company.idToken })).body
      .data as StaysOccupancy;
    const row = tab.services[0];
    expect(row.taken[tab.dates.indexOf(plus(checkIn, 1))]).toBe(night.guests.length);
  });

  it('when a day-care day is opened, then its bookings; an appointment service is 400, a missing one 404, bad input 400', async () => {
    const daycare = await addDaycare({ category: 'daycare', capacity: 5 });
    const spot = await bookService<OwnerBooking>({ ...listed, serviceId: daycare }, alice, checkIn);
    const ask = (query: string, token = listed.company.idToken) =>
      api('GET', `/api/bookings/stays/guests?${query}`, { token });
    const day = await ask(`serviceId=${daycare}&date=${checkIn}`);
    expect(day.status).toBe(200);
    expect(day.body.data).toMatchObject({ bookingMode: 'day', capacity: 5, checkOuts: [] });
    expect((day.body.data as PlaceGuests).guests.map((guest) => guest.id)).toEqual([spot.id]);
    const nextDay = await ask(`serviceId=${daycare}&date=${plus(checkIn, 1)}`);
    expect((nextDay.body.data as PlaceGuests).guests).toEqual([]);

    const groom = await addService(listed, nailTrimInput);
    const appointment = await ask(`serviceId=${groom}&date=${checkIn}`);
    expect(appointment.status).toBe(400);
    expect(appointment.body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Only stays and day care have guests by the night or day.',
    });
    expect((await ask(`serviceId=nope&date=${checkIn}`)).status).toBe(404);
    const invalid = await ask(`serviceId=${daycare}&date=2026-02-31`);
    expect(invalid.status).toBe(400);
    expect(invalid.body.details).toMatchObject({ date: 'Use a date like 2026-11-23' });
    expect((await ask(`date=${checkIn}`)).status).toBe(400);
    expect((await ask(`serviceId=${daycare}&date=${checkIn}&extra=1`)).status).toBe(400);
    expect((await api('GET', `/api/bookings/stays/guests?serviceId=${daycare}&date=${checkIn}`)).status).toBe(401);
    expect((await ask(`serviceId=${daycare}&date=${checkIn}`, alice.owner.idToken)).status).toBe(403);
  });

  // In-process, like the races of bookings and team-availability, with two apps standing for two instances: within
  // one the company's bookings take turns (docs/decisions/0096-one-lane-per-company.md), so what keeps the third
  // stay out is the transaction of the two instances colliding.
  it('when 30 stays race for a capacity-2 night on two instances, then exactly 2 bookings and clear 409s for the rest', async () => {
    const results = await raceOnTwoInstances(30, (racer, index, origin) =>
      // Different stays that all include the night of checkIn+1.
      book(racer, { date: plus(checkIn, index % 2), endDate: plus(checkIn, 2 + (index % 3)) }, origin),
    );
    expectRaceOutcome(results, 2, { code: 'FULLY_BOOKED', message: expect.stringMatching(/^No place is left on /) });
    expect((await admin().db.collection('bookings').get()).size).toBe(2);
    expect(await taken(plus(checkIn, 1))).toBe(2);
  }, 180_000);
});

function FieldDelete() {
  return FieldValue.delete();
}
