// Issue 21 sections 1-3: who can take an appointment, availability per team member, booking and assigning a person.
import { describe, expect, it } from 'vitest';
import type { DayAvailabilityView, OwnerBooking } from '../../functions/src/contracts/bookings';
import type { CompanyBooking } from '../../functions/src/contracts/company-bookings';
import { admin, api } from './support/emulators';
import {
  addEmployee,
  addNailTrim,
  bookService,
  createOwnerWithPet,
  expectRaceOutcome,
  freshCompanyAndOwnerEachTest,
  raceOnTwoInstances,
  requestBooking,
  teamBlocksOn,
  type OwnerWithPet,
} from './support/fixtures';

const { listed, alice, date } = freshCompanyAndOwnerEachTest();

const book = (owner: OwnerWithPet, overrides: Record<string, unknown> = {}, origin?: string) =>
  requestBooking(listed, owner, date, overrides, origin);
const booked = (owner: OwnerWithPet, overrides: Record<string, unknown> = {}) =>
  bookService<OwnerBooking>(listed, owner, date, overrides);

async function day(query = '', serviceId = listed.serviceId): Promise<DayAvailabilityView> {
  const { status, body } = await api(
    'GET',
    `/api/companies/${listed.company.uid}/services/${serviceId}/availability?date=${date}${query}`,
  );
  if (status !== 200) throw new Error(`availability failed: ${JSON.stringify(body)}`);
  return body.data as DayAvailabilityView;
}
const slotAt = (view: DayAvailabilityView, time: string) => view.slots.find((slot) => slot.time === time);

const assign = (id: string, employeeId: string | null) =>
  api('PUT', `/api/bookings/${id}/assign`, { token: listed.company.idToken, body: { employeeId } });

describe('services name their team members and a buffer', () => {
  it('when a service is saved with employeeIds and bufferMinutes, then they are read back with every other field', async () => {
    const ann = await addEmployee(listed.company, 'Ann');
    const body = {
      name: 'Bath',
      description: 'A bath',
      category: 'grooming',
      petTypes: ['dog'],
      price: 30,
      duration: 45,
      employeeIds: [ann],
      bufferMinutes: 15,
    };
    const created = await api('POST', '/api/services', { token: listed.company.idToken, body });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ ...body, isActive: true });
    const id = (created.body.data as { id: string }).id;
    const updated = await api('PUT', `/api/services/${id}`, {
      token: listed.company.idToken,
      body: { ...body, employeeIds: [], bufferMinutes: 0 },
    });
    expect(updated.body.data).toMatchObject({ name: 'Bath', duration: 45, employeeIds: [], bufferMinutes: 0 });
  });

  it.each([
    [{ bufferMinutes: 7 }, 'bufferMinutes', 'Buffer goes in steps of 5 minutes'],
    [{ bufferMinutes: 125 }, 'bufferMinutes', 'Buffer is 0 to 120 minutes'],
    [{ employeeIds: ['no-such-employee'] }, 'employeeIds', 'Choose team members of your company'],
  ])('when a service has %j, then 400 on %s', async (override, field, message) => {
    const { status, body } = await api('POST', '/api/services', {
      token: listed.company.idToken,
      body: { name: 'Bath', description: 'A bath', petTypes: ['dog'], price: 30, ...override },
    });
    expect(status).toBe(400);
    expect(body.details?.[field]).toBe(message);
  });
});

describe('a company without active employees works as one person', () => {
  it('when a 60-minute appointment is booked at 10:00, then 10:30 of any service is taken, and 11:00 is free', async () => {
    const trim = await addNailTrim(listed);
    const first = await booked(alice);
    expect(first).toMatchObject({ employeeId: null, employeeName: null });
    const bob = await createOwnerWithPet('Rex');
    const refused = await book(bob, { serviceId: trim, time: '10:30' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('SLOT_TAKEN');
    const view = await day('', trim);
    expect(slotAt(view, '10:30')).toEqual({ time: '10:30', available: false, free: 0, reason: 'taken' });
    expect(slotAt(view, '11:00')).toEqual({ time: '11:00', available: true, free: 1 });
    expect(view.team).toEqual([]);
    expect((await book(bob, { serviceId: trim, time: '11:00' })).status).toBe(201);
  });
});

describe('availability per team member', () => {
  it('when three members do the service and one is booked, then free counts the others and the day strip agrees', async () => {
    const ids = [
      await addEmployee(listed.company, 'Ann'),
      await addEmployee(listed.company, 'Bea'),
      await addEmployee(listed.company, 'Cy'),
    ];
    expect(slotAt(await day(), '10:00')).toEqual({ time: '10:00', available: true, free: 3 });
    await booked(alice);
    const view = await day();
    expect(slotAt(view, '10:00')).toMatchObject({ available: true, free: 2 });
    expect(slotAt(view, '10:30')).toMatchObject({ available: true, free: 2 });
    expect(slotAt(view, '11:00')).toMatchObject({ free: 3 });
    // A 60-minute service ends at 17:00 at the latest.
    expect(slotAt(view, '16:30')).toMatchObject({ available: false, free: 0, reason: 'closed' });
    expect(view.team.map((member) => member.name)).toEqual(['Ann', 'Bea', 'Cy']);
    expect(slotAt(await day(`&employeeId=${ids[0]}`), '10:00')).toMatchObject({ free: 0, reason: 'taken' });
    expect(slotAt(await day(`&employeeId=${ids[1]}`), '10:00')).toMatchObject({ free: 1 });
    const range = await api(
      'GET',
      `/api/companies/${listed.company.uid}/services/${listed.serviceId}/availability?from=${date}&days=1`,
    );
    // 09:00 to 16:00: 15 starts fit before 17:00, all with someone free.
    expect((range.body.data as { days: unknown[] }).days).toEqual([{ date, free: 15 }]);
  });

  it('when only named members do a service, or a member is not active or off that day, then they are not counted', async () => {
    const ann = await addEmployee(listed.company, 'Ann');
    await addEmployee(listed.company, 'Bea', { status: 'on_leave' });
    const cy = await addEmployee(listed.company, 'Cy', {
      workingHours: Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((weekday) => [
          weekday,
          { available: true, start: '12:00', end: '17:00' },
        ]),
      ),
    });
    const trim = await addNailTrim(listed, { employeeIds: [ann, cy] });
    const view = await day('', trim);
    expect(view.team.map((member) => member.name)).toEqual(['Ann', 'Cy']);
    expect(slotAt(view, '10:00')).toMatchObject({ free: 1 });
    expect(slotAt(view, '12:00')).toMatchObject({ free: 2 });
  });

  it('when a service has a buffer, then the member is busy through it, for every service', async () => {
    await addEmployee(listed.company, 'Ann');
    const withBuffer = await addNailTrim(listed, { name: 'Bath', duration: 30, bufferMinutes: 15 });
    const trim = await addNailTrim(listed, { name: 'Nail Trim', duration: 30 });
    await booked(alice, { serviceId: withBuffer });
    expect(slotAt(await day('', trim), '10:30')).toMatchObject({ free: 0, reason: 'taken' });
    expect(slotAt(await day('', trim), '11:00')).toMatchObject({ free: 1 });
  });

  it('when the company cannot take bookings, then its page says why, availability is 404 and booking is refused', async () => {
    const open = await api('GET', `/api/companies/${listed.company.uid}/public`);
    expect(open.body.data).toMatchObject({ bookable: true, notBookableReason: null });
    await admin()
      .db.doc(`companies/${listed.company.uid}/private/account`)
      .update({
        'subscription.status': 'expired',
        'subscription.currentPeriodEnd': new Date(Date.now() - 86_400_000),
        'subscription.trialEndsAt': new Date(Date.now() - 86_400_000),
      });
    const view = await api(
      'GET',
      `/api/companies/${listed.company.uid}/services/${listed.serviceId}/availability?date=${date}`,
    );
    expect(view.status).toBe(404);
    expect((await book(alice)).status).toBe(404);
    const page = await api('GET', `/api/companies/${listed.company.uid}/public`);
    expect(page.body.data).toMatchObject({
      bookable: false,
      notBookableReason: 'Test Grooming is not taking bookings on Petnest at the moment.',
    });
  });
});

describe('booking picks a person', () => {
  it('when no member is asked for, then the one with the fewest appointments that day, then by name', async () => {
    const [ann, bea] = [await addEmployee(listed.company, 'Ann'), await addEmployee(listed.company, 'Bea')];
    const bob = await createOwnerWithPet('Rex');
    const first = await booked(alice, { time: '09:00' });
    expect(first).toMatchObject({ employeeId: ann, employeeName: 'Ann' });
    const second = await booked(bob, { time: '14:00' });
    expect(second).toMatchObject({ employeeId: bea, employeeName: 'Bea' });
    const companyView = await api('GET', '/api/bookings', { token: listed.company.idToken });
    expect((companyView.body.data as CompanyBooking[]).map((booking) => booking.employeeName).sort()).toEqual([
      'Ann',
      'Bea',
    ]);
    const ownerView = await api('GET', '/api/pet-owners/bookings', { token: alice.owner.idToken });
    expect(JSON.stringify(ownerView.body.data)).toContain('"employeeName":"Ann"');
  });

  it('when a named member is asked for, then he gets it; busy, not qualified, not working or not active: 409 saying so', async () => {
    const ann = await addEmployee(listed.company, 'Ann');
    const bea = await addEmployee(listed.company, 'Bea');
    const cy = await addEmployee(listed.company, 'Cy', {
      workingHours: Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((weekday) => [
          weekday,
          { available: true, start: '13:00', end: '17:00' },
        ]),
      ),
    });
    const trim = await addNailTrim(listed, { employeeIds: [ann, cy] });
    expect(await booked(alice, { employeeId: bea })).toMatchObject({ employeeId: bea, employeeName: 'Bea' });
    const bob = await createOwnerWithPet('Rex');
    const busy = await book(bob, { employeeId: bea, time: '10:30' });
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({
      code: 'EMPLOYEE_BUSY',
      message: 'Bea already has an appointment at that time. Please choose another time.',
    });
    expect((await book(bob, { employeeId: bea, serviceId: trim })).body).toMatchObject({
      code: 'EMPLOYEE_UNAVAILABLE',
      message: 'Bea does not perform Nail Trim.',
    });
    expect((await book(bob, { employeeId: cy, serviceId: trim })).body).toMatchObject({
      code: 'EMPLOYEE_UNAVAILABLE',
      message: 'Cy is not working at that time.',
    });
    await api('PUT', `/api/employees/${ann}`, {
      token: listed.company.idToken,
      body: { name: 'Ann', email: 'ann@example.test', phone: '555-0100', position: 'Groomer', status: 'inactive' },
    });
    expect((await book(bob, { employeeId: ann })).body).toMatchObject({
      code: 'EMPLOYEE_UNAVAILABLE',
      message: 'Ann is not taking appointments at the moment.',
    });
    expect((await book(bob, { employeeId: 'no-such-member' })).status).toBe(404);
  });

  it('when members join, go on leave, come back or leave after bookings began, then the next booking sees the team as it is', async () => {
    const member = (name: string, status: string) => ({
      token: listed.company.idToken,
      body: { name, email: `${name.toLowerCase()}@example.test`, phone: '555-0100', position: 'Groomer', status },
    });
    const ann = await addEmployee(listed.company, 'Ann');
    const [bob, cleo] = [await createOwnerWithPet('Rex'), await createOwnerWithPet('Fifi')];
    expect(await booked(alice, { time: '10:00' })).toMatchObject({ employeeId: ann });
    expect((await book(bob, { time: '10:00' })).body).toMatchObject({ code: 'SLOT_TAKEN' });
    // The instance now expects Ann alone; Bea joins and takes the slot.
    const bea = await addEmployee(listed.company, 'Bea');
    expect(await booked(bob, { time: '10:00' })).toMatchObject({ employeeId: bea, employeeName: 'Bea' });
    const cy = await addEmployee(listed.company, 'Cy');
    await api('PUT', `/api/employees/${cy}`, member('Cy', 'on_leave'));
    expect((await book(cleo, { time: '10:00' })).body).toMatchObject({ code: 'SLOT_TAKEN' });
    expect((await api('DELETE', `/api/employees/${bea}`, { token: listed.company.idToken })).status).toBe(200);
    await api('PUT', `/api/employees/${cy}`, member('Cy', 'active'));
    expect(await booked(cleo, { time: '10:00' })).toMatchObject({ employeeId: cy, employeeName: 'Cy' });

    const roster = await admin().db.doc(`companies/${listed.company.uid}/private/team`).get();
    const members = roster.get('members') as Record<string, { name: string; status: string }>;
    expect(Object.keys(members).sort()).toEqual([ann, cy].sort());
    expect(members[cy]).toMatchObject({ name: 'Cy', status: 'active', email: 'cy@example.test' });
  });

  it('when a company has employees from before team rosters, then booking reads its employees and its first booking completes the roster', async () => {
    const [ann, bea] = [await addEmployee(listed.company, 'Ann'), await addEmployee(listed.company, 'Bea')];
    const rosterRef = admin().db.doc(`companies/${listed.company.uid}/private/team`);
    await rosterRef.delete();
    // An add writes without reading: the roster holds Cy alone and is not trusted until it is written whole.
    const cy = await addEmployee(listed.company, 'Cy', { status: 'on_leave' });
    expect((await rosterRef.get()).get('complete')).toBeUndefined();
    expect(await booked(alice, { time: '10:00' })).toMatchObject({ employeeId: ann });
    const completed = await rosterRef.get();
    expect(completed.get('complete')).toBe(true);
    expect(Object.keys(completed.get('members') as object).sort()).toEqual([ann, bea, cy].sort());
    expect(completed.get(`members.${cy}`)).toMatchObject({ name: 'Cy', status: 'on_leave' });
    // From the roster now: Ann is busy, Cy on leave, so Bea; then nobody.
    const bob = await createOwnerWithPet('Rex');
    expect(await booked(bob, { time: '10:00' })).toMatchObject({ employeeId: bea });
    const cleo = await createOwnerWithPet('Fifi');
    expect((await book(cleo, { time: '10:00' })).body).toMatchObject({ code: 'SLOT_TAKEN' });
  });

  it('when the roster and an employee document disagree, then availability counts the team booking decides with', async () => {
    const [ann, bea] = [await addEmployee(listed.company, 'Ann'), await addEmployee(listed.company, 'Bea')];
    expect(slotAt(await day(), '10:00')).toMatchObject({ free: 2 });
    // Bea's roster entry says she is on leave, her own document still says active: the roster is what booking reads.
    const rosterRef = admin().db.doc(`companies/${listed.company.uid}/private/team`);
    await rosterRef.update({ [`members.${bea}.status`]: 'on_leave' });
    expect(slotAt(await day(), '10:00')).toMatchObject({ free: 1 });
    expect(await booked(alice, { time: '10:00' })).toMatchObject({ employeeId: ann });
    expect(slotAt(await day(), '10:00')).toMatchObject({ free: 0, reason: 'taken' });
    // Without a complete roster (a company from before rosters), the employee documents answer.
    await rosterRef.delete();
    expect(slotAt(await day(), '10:00')).toMatchObject({ free: 1 });
  });

  it('when a company without a roster has more employees than a list holds, then neither an edit nor a booking trusts the list', async () => {
    const ann = await addEmployee(listed.company, 'Ann');
    const employees = admin().db.collection(`companies/${listed.company.uid}/employees`);
    const template = (await employees.doc(ann).get()).data()!;
    // Past any plan's cap (a company without enforcement): written directly, 200 more sort before Ann.
    const batch = admin().db.batch();
    for (let index = 0; index < 200; index += 1)
      batch.set(employees.doc(), { ...template, name: `Aa ${String(index).padStart(3, '0')}`, status: 'inactive' });
    await batch.commit();
    const rosterRef = admin().db.doc(`companies/${listed.company.uid}/private/team`);
    await rosterRef.delete();
    const edited = await api('PUT', `/api/employees/${ann}`, {
      token: listed.company.idToken,
      body: { name: 'Ann', email: 'ann@example.test', phone: '555-0199', position: 'Groomer' },
    });
    expect(edited).toMatchObject({ status: 200 });
    expect((await rosterRef.get()).get('complete')).toBe(false);
    await booked(alice, { time: '10:00' });
    expect((await rosterRef.get()).get('complete')).toBe(false);
  });

  // On two in-process instances, like the single-slot race of bookings.emulator.test.ts.
  it('when 30 requests race for one slot that three members can do, then exactly 3 bookings on 3 people', async () => {
    // Thirty owners, as in the single-slot race of bookings.emulator.test.ts: what races is the team members' time.
    const results = await raceOnTwoInstances(
      30,
      (racer, _index, origin) => book(racer, { time: '11:00' }, origin),
      async (origin) => {
        for (const name of ['Ann', 'Bea', 'Cy']) await addEmployee(listed.company, name, {}, origin);
      },
    );
    const won = expectRaceOutcome(results, 3, { code: 'SLOT_TAKEN' });
    expect(new Set(won.map((result) => (result.body.data as OwnerBooking).employeeId)).size).toBe(3);
    const stored = await admin().db.collection('bookings').where('time', '==', '11:00').get();
    expect(new Set(stored.docs.map((doc) => doc.get('employeeId'))).size).toBe(3);
    expect(stored.size).toBe(3);
  }, 180_000);
});

describe('PUT /api/bookings/{id}/assign', () => {
  it('when moved to a busy member, then 409 EMPLOYEE_BUSY naming the clash; to a free one, then the time moves', async () => {
    const ann = await addEmployee(listed.company, 'Ann');
    const bea = await addEmployee(listed.company, 'Bea');
    const first = await booked(alice);
    const bob = await createOwnerWithPet('Rex');
    const second = await booked(bob, { time: '10:30' });
    expect([first.employeeName, second.employeeName]).toEqual(['Ann', 'Bea']);
    const refused = await assign(second.id, ann);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'EMPLOYEE_BUSY',
      message: 'Ann already has Full Groom for Max at 10:00, which overlaps this appointment.',
    });
    const cy = await addEmployee(listed.company, 'Cy');
    expect((await assign(second.id, cy)).body.data).toMatchObject({ employeeId: cy, employeeName: 'Cy' });
    expect(await teamBlocksOn(listed.company, second.date, bea)).toEqual({});
    expect(slotAt(await day(`&employeeId=${bea}`), '10:30')).toMatchObject({ free: 1 });
  });

  it('when Unassigned is asked in a company with active employees, then 409 saying each needs one', async () => {
    await addEmployee(listed.company, 'Ann');
    const booking = await booked(alice);
    const refused = await assign(booking.id, null);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Every appointment needs a team member while your company has active employees. Choose who does it.',
    );
  });

  it('when the member does not perform the service or is not active, then 409 EMPLOYEE_UNAVAILABLE', async () => {
    const ann = await addEmployee(listed.company, 'Ann');
    const bea = await addEmployee(listed.company, 'Bea');
    const away = await addEmployee(listed.company, 'Dee', { status: 'on_leave' });
    const trim = await addNailTrim(listed, { employeeIds: [ann] });
    const booking = await booked(alice, { serviceId: trim });
    expect((await assign(booking.id, bea)).body).toMatchObject({
      code: 'EMPLOYEE_UNAVAILABLE',
      message: 'Bea does not perform Nail Trim.',
    });
    expect((await assign(booking.id, away)).body).toMatchObject({
      code: 'EMPLOYEE_UNAVAILABLE',
      message: 'Dee is not active and cannot be assigned.',
    });
  });

  it('when a cancelled booking is reopened, then only if its member is still free', async () => {
    await addEmployee(listed.company, 'Ann');
    const first = await booked(alice);
    const setStatus = (id: string, status: string) =>
      api('PUT', `/api/bookings/${id}/status`, {
        token: listed.company.idToken,
        body: { status, notifyCustomer: false },
      });
    expect((await setStatus(first.id, 'cancelled')).status).toBe(200);
    const bob = await createOwnerWithPet('Rex');
    expect(await booked(bob, { time: '10:30' })).toMatchObject({ employeeName: 'Ann' });
    const reopened = await setStatus(first.id, 'confirmed');
    expect(reopened.status).toBe(409);
    expect(reopened.body).toMatchObject({ code: 'EMPLOYEE_BUSY' });
  });
});
