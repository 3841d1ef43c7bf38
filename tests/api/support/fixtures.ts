// Test data made through the API and its use cases: a listed company with a service, an owner with a pet.
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { beforeEach, expect } from 'vitest';
import { serviceInputSchema, type ServiceInput } from '../../../functions/src/contracts/services';
import { createApp, type AppDependencies } from '../../../functions/src/app';
import { recordOnlyBillingProvider } from '../../../functions/src/core/billing';
import type { AuthUser } from '../../../functions/src/core/auth';
import type { BookingStatus } from '../../../functions/src/contracts/booking-vocabulary';
import { fixedClock, systemClock, type Clock } from '../../../functions/src/core/clock';
import { platformSettingsRepository } from '../../../functions/src/data/platform-settings';
import { updateBookingStatus } from '../../../functions/src/modules/bookings/update-booking-status';
import { createService } from '../../../functions/src/modules/services/create-service';
import { grantRole } from '../../../functions/src/modules/users/grant-role';
import {
  admin,
  api,
  clearEmulators,
  createCompanyUser,
  createUser,
  emptyInbox,
  signIn,
  type ApiResult,
  type TestUser,
} from './emulators';

export interface ListedCompany {
  company: TestUser;
  serviceId: string;
}

/**
 * A verified company on an active Starter subscription (its in-app notice left out) with one listed service
 * (Mon-Fri 09:00-17:00).
 */
export async function createListedCompany(
  service: Partial<ServiceInput> = {},
  planId = 'starter',
): Promise<ListedCompany> {
  const company = await createCompanyUser();
  await admin().db.doc(`companies/${company.uid}`).update({
    name: 'Test Grooming',
    phone: '(555) 010-2000',
    city: 'Austin',
    state: 'TX',
    address: '1 Main St',
    description: 'A test company',
    verified: true,
  });
  const subscribed = await api('POST', '/api/companies/subscription/subscribe', {
    token: company.idToken,
    body: { planId },
  });
  if (subscribed.status !== 200) throw new Error(`subscribe failed: ${JSON.stringify(subscribed.body)}`);
  // The subscription's notice (tests/api/subscription-notices.emulator.test.ts) left out too.
  await emptyInbox(company.uid);
  const serviceId = await createService(
    company.uid,
    serviceInputSchema.parse({
      name: 'Full Groom',
      description: 'Bath and cut',
      category: 'grooming',
      petTypes: ['dog', 'cat'],
      price: 65,
      duration: 60,
      ...service,
    }),
    systemClock,
  );
  return { company, serviceId };
}

/** Another service of the company, made by its use case from the whole form (parsed as the API parses it). */
export function addService(listed: ListedCompany, input: Record<string, unknown>): Promise<string> {
  return createService(listed.company.uid, serviceInputSchema.parse(input), systemClock);
}

/** A 30-minute nail trim for dogs: the second service tests add beside the company's groom. */
export const nailTrimInput = {
  name: 'Nail Trim',
  description: 'Nails',
  category: 'grooming',
  petTypes: ['dog'],
  price: 20,
  duration: 30,
} satisfies Partial<ServiceInput>;

/** The nail trim added beside the company's groom (`fields` change it). */
export function addNailTrim(listed: ListedCompany, fields: Partial<ServiceInput> = {}): Promise<string> {
  return addService(listed, { ...nailTrimInput, ...fields });
}

/** A boarding service beside the company's first one: stays by the night, 2 places a night (docs/product.md). */
export function addBoardingService(listed: ListedCompany): Promise<string> {
  return addService(listed, {
    name: 'Overnight Boarding',
    description: 'A run of your own',
    category: 'boarding',
    petTypes: ['dog'],
    price: 45,
    capacity: 2,
  });
}

/** A team member hired through the API (`overrides` change the form: status, schedule, ...); fails the test on refusal. */
export async function addEmployee(
  company: TestUser,
  name: string,
  overrides: Record<string, unknown> = {},
  origin?: string,
): Promise<string> {
  const { status, body } = await api('POST', '/api/employees', {
    token: company.idToken,
    body: { name, email: `${name.toLowerCase()}@example.test`, phone: '555-0100', position: 'Groomer', ...overrides },
    origin,
  });
  if (status !== 201) throw new Error(`employee failed: ${JSON.stringify(body)}`);
  return (body.data as { id: string }).id;
}

/**
 * The blocks a team member (an employee id, or `_company` for the company working as one person) holds on one
 * company-local day, as its day document keeps them: block key -> booking id.
 */
export async function teamBlocksOn(company: TestUser, date: string, member: string): Promise<Record<string, string>> {
  const day = await admin().db.doc(`teamDays/${company.uid}_${date}`).get();
  return (day.get('members') as Record<string, Record<string, string>> | undefined)?.[`${company.uid}_${member}`] ?? {};
}

/** The company as the use cases' caller, for a step a test takes without the API (marking a booking done). */
export function companyCaller(listed: ListedCompany): AuthUser {
  return {
    uid: listed.company.uid,
    email: listed.company.email,
    emailVerified: true,
    displayName: undefined,
    roleClaim: 'pet_company',
    role: 'pet_company',
  };
}

/**
 * A superadmin made as the admin script makes one (grantRole), signed in again for the claim: `user` if the test
 * prepared the account, else a new Ada Admin.
 */
export async function createSuperadmin(user?: TestUser): Promise<TestUser> {
  const account = user ?? (await createUser({ displayName: 'Ada Admin' }));
  await grantRole(account.uid, 'superadmin', systemClock);
  return { ...account, idToken: await signIn(account.email, account.password) };
}

export interface OwnerWithPet {
  owner: TestUser;
  petId: string;
}

/**
 * The racers of a race, each with a pet (Pet0, Pet1, ...), made five at a time: a loaded machine answers a burst of
 * sign-ups with 503 BUSY, and what a race tests starts after they exist.
 */
async function createRacers(count: number, origin: string): Promise<OwnerWithPet[]> {
  const racers: OwnerWithPet[] = [];
  for (let batch = 0; batch < count; batch += 5)
    racers.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(5, count - batch) }, (_, index) =>
          createOwnerWithPet(`Pet${batch + index}`, origin),
        ),
      )),
    );
  return racers;
}

/** `origin` lets a test send the setup calls to an in-process app instead of the Functions emulator. */
export async function createOwnerWithPet(name = 'Max', origin?: string): Promise<OwnerWithPet> {
  const user = await createUser({ displayName: 'Olive Owner' });
  await api('POST', '/api/setRole', { token: user.idToken, body: { role: 'pet_owner' }, origin });
  await emptyInbox(user.uid);
  const owner = { ...user, idToken: await signIn(user.email, user.password) };
  const created = await api('POST', '/api/pet-owners/pets', {
    token: owner.idToken,
    body: { name, type: 'Dog', breed: 'Beagle' },
    origin,
  });
  if (created.status !== 201) throw new Error(`pet failed: ${JSON.stringify(created.body)}`);
  return { owner, petId: (created.body.data as { id: string }).id };
}

/**
 * Emptied emulators and a listed company before each test. The object answered stays the same from test to test and
 * takes each test's fresh values, so the file's helpers can close over it.
 */
export function freshListedCompanyEachTest(): ListedCompany {
  const listed = {} as ListedCompany;
  beforeEach(async () => {
    await clearEmulators();
    Object.assign(listed, await createListedCompany());
  });
  return listed;
}

export interface CompanyAndOwner {
  listed: ListedCompany;
  alice: OwnerWithPet;
  /** The day the file books on unless a test says otherwise: the first weekday at least three days ahead. */
  date: string;
  /** Empties the emulators and makes the company and the owner again, for a test that starts over halfway. */
  startAfresh: () => Promise<void>;
}

/**
 * Where most booking test files start: before each test, emptied emulators, a listed company and an owner with her dog
 * Max; and the day they book on. The objects answered stay the same from test to test and take each test's fresh
 * values, so the file's helpers can close over them.
 */
export function freshCompanyAndOwnerEachTest(service: Partial<ServiceInput> = {}, planId?: string): CompanyAndOwner {
  const fresh: CompanyAndOwner = {
    date: weekdayAfter(3),
    // Filled before each test.
    listed: {} as ListedCompany,
    alice: {} as OwnerWithPet,
    startAfresh: async () => {
      await clearEmulators();
      Object.assign(fresh.listed, await createListedCompany(service, planId));
      Object.assign(fresh.alice, await createOwnerWithPet('Max'));
    },
  };
  beforeEach(() => fresh.startAfresh());
  return fresh;
}

/** The owner asks to book the company's service (10:00 on `date` unless `overrides` say otherwise): the answer as is. */
export function requestBooking(
  listed: ListedCompany,
  owner: OwnerWithPet,
  date: string,
  overrides: Record<string, unknown> = {},
  origin?: string,
): Promise<ApiResult> {
  return api('POST', '/api/pet-owners/bookings', {
    token: owner.owner.idToken,
    body: {
      companyId: listed.company.uid,
      serviceId: listed.serviceId,
      petId: owner.petId,
      date,
      time: '10:00',
      notes: '',
      specialRequirements: '',
      ...overrides,
    },
    origin,
  });
}

/** The owner books the company's service (10:00 on `date` unless `overrides` say otherwise); fails the test on refusal. */
export async function bookService<T = { id: string }>(
  listed: ListedCompany,
  owner: OwnerWithPet,
  date: string,
  overrides: Record<string, unknown> = {},
): Promise<T> {
  const { status, body } = await requestBooking(listed, owner, date, overrides);
  if (status !== 201) throw new Error(`booking failed: ${JSON.stringify(body)}`);
  return body.data as T;
}

/**
 * The booking asked of an in-process app whose clock stands two days before `date`: how a test books a day in the past
 * (10:00 unless `overrides` say otherwise); the answer as is.
 */
export async function requestBookingAhead(
  listed: ListedCompany,
  owner: OwnerWithPet,
  date: string,
  overrides: Record<string, unknown> = {},
): Promise<ApiResult> {
  const app = await startAppWithClock(
    fixedClock(new Date(new Date(`${date}T12:00:00Z`).getTime() - 2 * 24 * 60 * 60 * 1000).toISOString()),
  );
  try {
    return await requestBooking(listed, owner, date, overrides, app.origin);
  } finally {
    await app.close();
  }
}

/** The company moves a booking through `statuses` in turn by the use case, a step a test takes without the API. */
export async function setStatusesAsCompany(
  listed: ListedCompany,
  bookingId: string,
  ...statuses: BookingStatus[]
): Promise<void> {
  for (const status of statuses)
    await updateBookingStatus(companyCaller(listed), listed.company.uid, bookingId, status, '', systemClock);
}

/** The first Monday-to-Friday date at least `days` days after `from` (UTC calendar). */
export function weekdayAfter(days: number, from = new Date()): string {
  const date = new Date(from.getTime() + days * 24 * 60 * 60 * 1000);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The answers of requests that raced: `created` of them 201 and every other one 409 matching `refusal` (its code, its
 * message). The 201s, for what a test checks of the winners.
 */
export function expectRaceOutcome(
  results: ApiResult[],
  created: number,
  refusal: Record<string, unknown>,
): ApiResult[] {
  const answers = JSON.stringify(results.map((result) => `${result.status} ${result.body.code ?? ''}`));
  const won = results.filter((result) => result.status === 201);
  expect(won, answers).toHaveLength(created);
  for (const result of results.filter((result) => result.status !== 201))
    expect(result, answers).toMatchObject({ status: 409, body: refusal });
  return won;
}

/** The 400 VALIDATION_FAILED envelope, its details naming at least `details`. */
export function expectValidationFailed(result: ApiResult, details: Record<string, string>): void {
  expect(result.status).toBe(400);
  expect(result.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', details });
}

export interface InProcessApp {
  origin: string;
  close: () => Promise<void>;
}

/** The real Express app in this process, against the emulators; `dependencies` replace the production ones. */
export async function startInProcessApp(dependencies: Partial<AppDependencies> = {}): Promise<InProcessApp> {
  const server: Server = createApp({
    clock: systemClock,
    billing: recordOnlyBillingProvider,
    settings: platformSettingsRepository,
    ...dependencies,
  }).listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The in-process app with a clock the test controls. */
export function startAppWithClock(clock: Clock): Promise<InProcessApp> {
  return startInProcessApp({ clock });
}

/**
 * Racing requests spread over two apps in this process, standing for two instances of the function: within one
 * app a company's bookings take turns (core/lanes.ts), so a race proves the transaction only across apps.
 */
export async function startInstances(
  count = 2,
): Promise<{ originFor: (racer: number) => string; close: () => Promise<void> }> {
  const instances = await Promise.all(Array.from({ length: count }, () => startInProcessApp()));
  return {
    originFor: (racer) => instances[racer % count].origin,
    close: async () => {
      await Promise.all(instances.map((instance) => instance.close()));
    },
  };
}

/**
 * A race on two instances (startInstances): `count` racers, each with a pet, made on the first after `prepare`, then
 * one request each at once (`request` with the racer, its place and the instance to send to). The answers, in the
 * racers' order, once both instances are closed.
 */
export async function raceOnTwoInstances(
  count: number,
  request: (racer: OwnerWithPet, index: number, origin: string) => Promise<ApiResult>,
  prepare: (origin: string) => Promise<void> = async () => undefined,
): Promise<ApiResult[]> {
  const instances = await startInstances();
  try {
    await prepare(instances.originFor(0));
    const racers = await createRacers(count, instances.originFor(0));
    return await Promise.all(racers.map((racer, index) => request(racer, index, instances.originFor(index))));
  } finally {
    await instances.close();
  }
}

/** `npm run check-data`'s checks on the test emulators (the environment names them): what it printed, and its exit status. */
export function checkData(): { status: number | null; output: string } {
  const result = spawnSync('npx', ['tsx', 'scripts/check-data/check-data.ts'], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

export { systemClock };
