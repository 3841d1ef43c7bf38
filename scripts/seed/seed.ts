// Seeds the running emulators with the demo data set through the same use cases as the API, so every invariant
// holds. Deterministic and idempotent: running it twice leaves the same data. Refuses to run against a real project.
import { addDays, addMonths } from 'date-fns';
import { getAuth } from 'firebase-admin/auth';
import { registerRole } from '../../functions/src/modules/auth';
import { grantRole } from '../../functions/src/modules/users';
import { updateCompanyStatus } from '../../functions/src/modules/superadmin';
import { companiesRepository } from '../../functions/src/data/companies';
import { joinWaitlist } from '../../functions/src/modules/waitlist';
import { db } from '../../functions/src/core/firebase';
import { recordOnlyBillingProvider } from '../../functions/src/core/billing';
import { fixedClock, systemClock } from '../../functions/src/core/clock';
import { startTrial } from '../../functions/src/modules/subscriptions';
import { subscribe } from '../../functions/src/modules/subscriptions';
import { expireSubscriptions } from '../../functions/src/modules/subscriptions';
import type { Role, SelfServiceRole } from '../../functions/src/contracts/roles';
import { FREE_TRIAL_DAYS } from '../../functions/src/contracts/plans';
import { demoPicture, palettes, pawPicture, pictureSizes } from './demo-images';
import {
  SEED_CONCURRENCY,
  seedBookings,
  seedDemoCompanyDays,
  seedEmployees,
  seedKennelGuests,
  seedPets,
  seedServices,
  storeDrawing,
} from './seed-activity';
import { inTurns } from '../support/in-turns';
import {
  companyServiceKinds,
  DEMO_PASSWORD,
  demoAccounts,
  demoCompanies,
  demoOwners,
  demoWaitlist,
  joinedAt,
  serviceTemplates,
  type DemoCompany,
} from './demo-data';
import { DAY_MS } from '../../functions/src/contracts/durations';

const SEED_VERSION = 1;

function assertEmulators(): void {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    console.error(
      '[seed] FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must be set: the seed only writes to emulators.',
    );
    process.exit(1);
  }
}

/**
 * The Auth account, made by import so that its creation time is the day the account joined: the superadmin's lists
 * show that time, and the directory entry the Auth trigger writes takes it too.
 */
async function ensureUser(uid: string, email: string, displayName: string, joined: Date): Promise<void> {
  const auth = getAuth();
  try {
    await auth.getUser(uid);
  } catch {
    const result = await auth.importUsers([
      { uid, email, displayName, emailVerified: true, metadata: { creationTime: joined.toUTCString() } },
    ]);
    if (result.failureCount > 0) throw result.errors[0].error;
    await auth.updateUser(uid, { password: DEMO_PASSWORD });
  }
}

async function ensureRole(uid: string, email: string, displayName: string, role: Role, joined: Date): Promise<void> {
  await ensureUser(uid, email, displayName, joined);
  const clock = fixedClock(joined.toISOString());
  if (role === 'superadmin') {
    const claims = (await getAuth().getUser(uid)).customClaims;
    if (claims?.role !== 'superadmin') await grantRole(uid, role, clock);
    return;
  }
  const user = { uid, email, emailVerified: true, displayName, roleClaim: undefined, role: 'pet_owner' as const };
  await registerRole(user, { role: role as SelfServiceRole }, clock);
}

async function completeCompany(company: DemoCompany, now: Date): Promise<void> {
  const joined = joinedAt(company.joinedDaysAgo, now);
  await ensureRole(company.uid, company.email, company.name, 'pet_company', joined);
  await companiesRepository.updateProfile(company.uid, {
    name: company.name,
    description: company.description,
    phone: company.phone,
    address: company.address,
    city: company.city,
    state: company.state,
    zipCode: company.zipCode,
    timezone: company.timezone,
    verified: !company.awaitingReview,
    updatedAt: now,
  });
  await addPictures(company);
  await subscribeAs(company, joined, now);
  if (company.awaitingReview && (await companiesRepository.get(company.uid))?.status !== 'pending')
    await updateCompanyStatus(company.uid, { status: 'pending' }, fixedClock(addDays(joined, 1).toISOString()), {
      actorUid: 'demo-admin',
      actorEmail: 'admin@petnest.demo',
      address: '127.0.0.1',
    });
}

/**
 * A logo for every other company (the rest show initials) and three photos of the business of its first kind of
 * service, through the media store. Photo 1 is also the cover, so it is drawn the largest.
 */
async function addPictures(company: DemoCompany): Promise<void> {
  const index = demoCompanies.indexOf(company);
  const existing = await companiesRepository.get(company.uid);
  if (!existing || existing.images.length > 0) return;
  const save = async (name: string, png: Buffer) =>
    `/api/media/${await storeDrawing(`companies/${company.uid}/public`, name, png)}`;
  const category = serviceTemplates[companyServiceKinds[index][0]][0].category;
  const photo = (n: number, [width, height]: readonly [number, number]) =>
    save(`photo-${n + 1}`, demoPicture(category, index * 3 + n, width, height));
  const images = [
    await photo(0, pictureSizes.cover),
    await photo(1, pictureSizes.galleryPhoto),
    await photo(2, pictureSizes.galleryPhoto),
  ];
  const logoUrl =
    index % 2 === 0 ? await save('logo', pawPicture(...pictureSizes.logo, ...palettes[index % palettes.length])) : null;
  await companiesRepository.updateProfile(company.uid, { images, logoUrl });
}

/**
 * Subscriptions go through the same use cases as the API: a trial from the day the company joined, then a paid month
 * and a yearly renewal when that month ends (or now, if it has not ended yet), or an expiry.
 */
async function subscribeAs(company: DemoCompany, joined: Date, now: Date): Promise<void> {
  const account = await companiesRepository.getAccount(company.uid);
  if (account?.subscription.status !== 'inactive') return;
  await startTrial(company.uid, { planId: company.plan }, fixedClock(joined.toISOString()));
  if (company.status === 'active') {
    const paidSince = new Date(joined.getTime() + FREE_TRIAL_DAYS * DAY_MS);
    const renewal = new Date(Math.min(addMonths(paidSince, 1).getTime(), now.getTime()));
    await subscribe(
      company.uid,
      { planId: company.plan, billingPeriod: 'monthly' },
      recordOnlyBillingProvider,
      fixedClock(paidSince.toISOString()),
    );
    await subscribe(
      company.uid,
      { planId: company.plan, billingPeriod: 'yearly' },
      recordOnlyBillingProvider,
      fixedClock(renewal.toISOString()),
    );
  }
}

export async function seed({ ifEmpty = false } = {}): Promise<void> {
  assertEmulators();
  const marker = db().doc('platform/seed');
  if (ifEmpty && (await marker.get()).exists) {
    console.log('[seed] Demo data already present; nothing to do.');
    return;
  }
  const now = systemClock.now();
  for (const account of demoAccounts) {
    if (account.role !== 'pet_company')
      await ensureRole(
        account.uid,
        account.email,
        account.displayName,
        account.role,
        joinedAt(account.joinedDaysAgo, now),
      );
  }
  await inTurns(demoCompanies, SEED_CONCURRENCY, (company) => completeCompany(company, now));
  await expireSubscriptions(systemClock);
  await inTurns(demoOwners, SEED_CONCURRENCY, (owner) =>
    ensureRole(owner.uid, owner.email, owner.displayName, 'pet_owner', joinedAt(owner.joinedDaysAgo, now)),
  );
  const services = await seedServices(now);
  await seedEmployees(now);
  const owners = [demoAccounts[0], ...demoOwners].map((owner) => ({
    uid: owner.uid,
    email: owner.email,
    joined: joinedAt(owner.joinedDaysAgo, now),
  }));
  for (const [index, owner] of owners.entries()) {
    await seedPets(owner.uid, index, owner.joined, now);
    await seedBookings(owner, services, index === 0, now);
  }
  await seedDemoCompanyDays(owners.slice(1), services, now);
  await seedKennelGuests(owners.slice(1), services, now);
  for (const entry of demoWaitlist) await joinWaitlist(entry, systemClock);
  await marker.set({ version: SEED_VERSION, seededAt: now });
  console.log(
    `[seed] Seeded ${demoAccounts.length} demo accounts, ${demoCompanies.length} companies with ${services.length} services and their employees, ${owners.length} owners with pets and bookings, ${demoWaitlist.length} waitlist entries.`,
  );
}

const isMain = process.argv[1]?.endsWith('seed.ts');
if (isMain) {
  seed({ ifEmpty: process.argv.includes('--if-empty') }).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('[seed] Failed:', error);
      process.exit(1);
    },
  );
}
