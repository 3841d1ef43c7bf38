// Seeds the running emulators with the demo data set through the same use cases as the API, so every invariant
// holds. Deterministic and idempotent: running it twice leaves the same data. Refuses to run against a real project.
import { createHash } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { registerRole } from '../../functions/src/modules/auth';
import { grantRole } from '../../functions/src/modules/users';
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
import { mediaStore } from '../../functions/src/core/media-store';
import { demoPicture, palettes, pawPicture, pictureSizes } from './demo-images';
import { petsFor, SEED_CONCURRENCY, seedBookings, seedEmployees, seedPets, seedServices } from './seed-activity';
import { inTurns } from '../support/in-turns';
import {
  companyServiceKinds,
  DEMO_PASSWORD,
  demoAccounts,
  demoCompanies,
  demoOwners,
  demoWaitlist,
  serviceTemplates,
  type DemoCompany,
} from './demo-data';

const DAY_MS = 24 * 60 * 60 * 1000;
const SEED_VERSION = 1;

function assertEmulators(): void {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    console.error(
      '[seed] FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must be set: the seed only writes to emulators.',
    );
    process.exit(1);
  }
}

async function ensureUser(uid: string, email: string, displayName: string): Promise<void> {
  const auth = getAuth();
  try {
    await auth.getUser(uid);
  } catch {
    await auth.createUser({ uid, email, displayName, password: DEMO_PASSWORD, emailVerified: true });
  }
}

async function ensureRole(uid: string, email: string, displayName: string, role: Role): Promise<void> {
  await ensureUser(uid, email, displayName);
  if (role === 'superadmin') {
    const claims = (await getAuth().getUser(uid)).customClaims;
    if (claims?.role !== 'superadmin') await grantRole(uid, role, systemClock);
    return;
  }
  const user = { uid, email, emailVerified: true, displayName, roleClaim: undefined, role: 'pet_owner' as const };
  await registerRole(user, { role: role as SelfServiceRole }, systemClock);
}

async function completeCompany(company: DemoCompany, now: Date): Promise<void> {
  await ensureRole(company.uid, company.email, company.name, 'pet_company');
  await companiesRepository.updateProfile(company.uid, {
    name: company.name,
    description: company.description,
    phone: company.phone,
    address: company.address,
    city: company.city,
    state: company.state,
    zipCode: company.zipCode,
    timezone: company.timezone,
    verified: true,
    updatedAt: now,
  });
  await addPictures(company);
  await subscribeAs(company, now);
}

/**
 * A logo for every other company (the rest show initials) and three photos of the business of its first kind of
 * service, through the media store. Photo 1 is also the cover, so it is drawn the largest.
 */
async function addPictures(company: DemoCompany): Promise<void> {
  const index = demoCompanies.indexOf(company);
  const existing = await companiesRepository.get(company.uid);
  if (!existing || existing.images.length > 0) return;
  // The content's hash in the name, as uploads get a fresh name: company media are cached for a year as immutable.
  const save = async (name: string, png: Buffer) => {
    const path = `companies/${company.uid}/public/${name}-${createHash('sha256').update(png).digest('hex').slice(0, 12)}.png`;
    await mediaStore().save(path, png, 'image/png');
    return `/api/media/${path}`;
  };
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

/** Subscriptions go through the same use cases as the API: a trial, then a paid month and a yearly renewal, or an expiry. */
async function subscribeAs(company: DemoCompany, now: Date): Promise<void> {
  const account = await companiesRepository.getAccount(company.uid);
  if (account?.subscription.status !== 'inactive') return;
  const trialStart =
    company.status === 'trial' ? new Date(now.getTime() - 2 * DAY_MS) : new Date(now.getTime() - 40 * DAY_MS);
  await startTrial(company.uid, { planId: company.plan }, fixedClock(trialStart.toISOString()));
  if (company.status === 'active') {
    const paidSince = new Date(trialStart.getTime() + FREE_TRIAL_DAYS * DAY_MS);
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
      systemClock,
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
    if (account.role !== 'pet_company') await ensureRole(account.uid, account.email, account.displayName, account.role);
  }
  await inTurns(demoCompanies, SEED_CONCURRENCY, (company) => completeCompany(company, now));
  await expireSubscriptions(systemClock);
  await inTurns(demoOwners, SEED_CONCURRENCY, (owner) =>
    ensureRole(owner.uid, owner.email, owner.displayName, 'pet_owner'),
  );
  const services = await seedServices();
  await seedEmployees();
  const owners = [{ uid: 'demo-owner', email: 'owner@petnest.demo' }, ...demoOwners];
  for (const [index, owner] of owners.entries()) {
    await seedPets(owner.uid, petsFor(index), now);
    await seedBookings(owner.uid, owner.email, services, index === 0, now);
  }
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
