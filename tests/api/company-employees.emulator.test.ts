import { describe, expect, it } from 'vitest';
import {
  employeePositions,
  employeeSkills,
  type Employee,
  type EmployeeInput,
  type EmployeeStats,
} from '../../functions/src/contracts/employees';
import { admin, api, createCompanyUser, createUser } from './support/emulators';
import {
  bookService,
  createListedCompany,
  createOwnerWithPet,
  expectRaceOutcome,
  expectValidationFailed,
  freshListedCompanyEachTest,
  teamBlocksOn,
  weekdayAfter,
} from './support/fixtures';

const listed = freshListedCompanyEachTest();

const input = (name: string, overrides: Partial<EmployeeInput> = {}): EmployeeInput => ({
  name,
  email: `${name.toLowerCase()}@example.test`,
  phone: '555-0100',
  position: 'Groomer',
  ...overrides,
});
const add = (token: string, body: unknown) => api('POST', '/api/employees', { token, body });
const usage = async (uid: string) =>
  (await admin().db.doc(`companies/${uid}/private/account`).get()).get('usage.employees') as number;

describe('POST /api/employees', () => {
  it('when the company adds an employee, then 201 with the full employee, default hours and no made-up rating', async () => {
    const { status, body } = await add(
      listed.company.idToken,
      input('Ann', {
        specialties: ['Breed cuts'],
        emergencyContact: { name: 'Bo', phone: '555-0199' },
        notes: 'Mornings',
      }),
    );
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      name: 'Ann',
      email: 'ann@example.test',
      position: 'Groomer',
      status: 'active',
      specialties: ['Breed cuts'],
      notes: 'Mornings',
      emergencyContact: { name: 'Bo', phone: '555-0199' },
      performance: { rating: null, reviews: 0, completedAppointments: 0 },
    });
    expect((body.data as Employee).workingHours.monday).toEqual({ available: true, start: '09:00', end: '17:00' });
    expect(await usage(listed.company.uid)).toBe(1);
  });

  it('when a required field is missing or an unknown field is sent, then 400 naming it and nothing is added', async () => {
    const missing = await add(listed.company.idToken, { ...input('Ann'), name: '  ' });
    expectValidationFailed(missing, { name: 'Name is required' });
    const extra = await add(listed.company.idToken, { ...input('Ann'), performance: { rating: 5 } });
    expect(extra.body.details).toEqual({ performance: 'Unknown field' });
    expect(await usage(listed.company.uid)).toBe(0);
  });

  it('when the position or a skill is not in the lists the list endpoints answer, then 400 naming the field and nothing is added', async () => {
    const position = await add(listed.company.idToken, input('Ann', { position: 'Astronaut' }));
    expectValidationFailed(position, { position: 'Choose a position from the list' });
    // The options' ids are not accepted in place of their names.
    expect((await add(listed.company.idToken, input('Ann', { position: 'senior-groomer' }))).body.details).toEqual({
      position: 'Choose a position from the list',
    });
    const skill = await add(listed.company.idToken, input('Ann', { specialties: ['Breed cuts', 'Juggling'] }));
    expect(skill.status).toBe(400);
    expect(skill.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { specialties: 'Choose skills from the skills list' },
    });
    expect(await usage(listed.company.uid)).toBe(0);

    // Every name the lists offer is accepted.
    const positions = (await api('GET', '/api/employees/positions/list', { token: listed.company.idToken })).body
      .data as { name: string }[];
    const skills = (await api('GET', '/api/employees/skills/list', { token: listed.company.idToken })).body.data as {
      name: string;
    }[];
    const everything = await add(
      listed.company.idToken,
      input('Ann', { position: positions.at(-1)!.name, specialties: skills.map((option) => option.name) }),
    );
    expect(everything.status).toBe(201);
    expect(everything.body.data).toMatchObject({
      position: positions.at(-1)!.name,
      specialties: skills.map((option) => option.name),
    });
  });

  it('when 10 adds race one below the Starter cap of 3, then exactly 1 is added and 9 get a clear 409', async () => {
    for (const name of ['Ann', 'Ben']) await add(listed.company.idToken, input(name));
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, n) => add(listed.company.idToken, input(`Extra${n}`))),
    );
    expectRaceOutcome(results, 1, { success: false, code: 'LIMIT_REACHED', message: 'Employee Limit Reached (3/3)' });
    expect(await usage(listed.company.uid)).toBe(3);
    expect((await admin().db.collection(`companies/${listed.company.uid}/employees`).count().get()).data().count).toBe(
      3,
    );
  });

  it('when signed out, a pet owner, or a company without a subscription, then 401 or 403', async () => {
    expect((await api('POST', '/api/employees', { body: input('Ann') })).status).toBe(401);
    const owner = await createUser({ role: 'pet_owner' });
    expect((await add(owner.idToken, input('Ann'))).status).toBe(403);
    const inactive = await createCompanyUser();
    const refused = await add(inactive.idToken, input('Ann'));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('SUBSCRIPTION_REQUIRED');
    expect((await api('GET', '/api/employees', { token: inactive.idToken })).status).toBe(403);
  });
});

describe('GET /api/employees and its lists', () => {
  it('when the company reads the list, positions, skills and stats, then each answers (stats before :id)', async () => {
    await add(listed.company.idToken, input('Ben'));
    await add(listed.company.idToken, input('Ann', { status: 'on_leave' }));
    const employees = await api('GET', '/api/employees', { token: listed.company.idToken });
    expect((employees.body.data as Employee[]).map((employee) => employee.name)).toEqual(['Ann', 'Ben']);
    expect((await api('GET', '/api/employees/positions/list', { token: listed.company.idToken })).body.data).toEqual(
      employeePositions,
    );
    expect((await api('GET', '/api/employees/skills/list', { token: listed.company.idToken })).body.data).toEqual(
      employeeSkills,
    );
    const stats = await api('GET', '/api/employees/stats', { token: listed.company.idToken });
    expect(stats.status).toBe(200);
    expect(stats.body.data).toMatchObject({
      totalEmployees: 2,
      activeEmployees: 1,
      averageRating: null,
      totalCompletedAppointments: 0,
    } satisfies Partial<EmployeeStats>);
    expect((stats.body.data as EmployeeStats).topPerformers).toHaveLength(2);
  });

  it("when another company reads, then it sees none of this company's employees", async () => {
    await add(listed.company.idToken, input('Ann'));
    const other = await createListedCompany();
    expect((await api('GET', '/api/employees', { token: other.company.idToken })).body.data).toEqual([]);
  });
});

describe('PUT and DELETE /api/employees/{id}', () => {
  async function assignedBooking(employeeId: string): Promise<string> {
    const alice = await createOwnerWithPet('Max');
    const { id: bookingId } = await bookService(listed, alice, weekdayAfter(3));
    await api('PUT', `/api/bookings/${bookingId}/assign`, { token: listed.company.idToken, body: { employeeId } });
    return bookingId;
  }

  it('when the company renames an employee, then 200 and the open booking shows the new name', async () => {
    const id = ((await add(listed.company.idToken, input('Ann'))).body.data as Employee).id;
    const bookingId = await assignedBooking(id);
    const { status, body } = await api('PUT', `/api/employees/${id}`, {
      token: listed.company.idToken,
      body: input('Anna', { position: 'Bather', status: 'inactive' }),
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id, name: 'Anna', position: 'Bather', status: 'inactive' });
    expect((await admin().db.doc(`bookings/${bookingId}`).get()).get('employeeName')).toBe('Anna');
  });

  it("when the body is bad, or the id is another company's or malformed, then 400 or 404 and nothing changes", async () => {
    const id = ((await add(listed.company.idToken, input('Ann'))).body.data as Employee).id;
    const bad = await api('PUT', `/api/employees/${id}`, {
      token: listed.company.idToken,
      body: { ...input('Ann'), email: 'nope' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual({ email: 'Please enter a valid email address.' });
    const badPosition = await api('PUT', `/api/employees/${id}`, {
      token: listed.company.idToken,
      body: input('Ann', { position: 'Chief Cuddler', specialties: ['Juggling'] }),
    });
    expect(badPosition.status).toBe(400);
    expect(badPosition.body.details).toEqual({
      position: 'Choose a position from the list',
      specialties: 'Choose skills from the skills list',
    });
    expect((await admin().db.doc(`companies/${listed.company.uid}/employees/${id}`).get()).get('position')).toBe(
      'Groomer',
    );
    const other = await createListedCompany();
    expect(
      (await api('PUT', `/api/employees/${id}`, { token: other.company.idToken, body: input('Mallory') })).status,
    ).toBe(404);
    expect((await api('DELETE', `/api/employees/${id}`, { token: other.company.idToken })).status).toBe(404);
    expect(
      (await api('PUT', '/api/employees/__x__', { token: listed.company.idToken, body: input('Ann') })).status,
    ).toBe(404);
    expect((await admin().db.doc(`companies/${listed.company.uid}/employees/${id}`).get()).get('name')).toBe('Ann');
  });

  it('when the company removes an employee with an open booking, then the booking is unassigned and usage goes down', async () => {
    const id = ((await add(listed.company.idToken, input('Ann'))).body.data as Employee).id;
    const bookingId = await assignedBooking(id);
    const { status, body } = await api('DELETE', `/api/employees/${id}`, { token: listed.company.idToken });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      data: { id, unassignedBookings: 1 },
      message: 'Employee removed. 1 open booking is now unassigned.',
    });
    const booking = (await admin().db.doc(`bookings/${bookingId}`).get()).data()!;
    expect(booking).toMatchObject({ employeeId: null, employeeName: null, hold: { employeeScheduleId: null } });
    expect(await teamBlocksOn(listed.company, booking.date, id)).toEqual({});
    expect(await usage(listed.company.uid)).toBe(0);
    expect((await api('DELETE', `/api/employees/${id}`, { token: listed.company.idToken })).status).toBe(404);
  });
});
