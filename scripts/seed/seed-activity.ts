// Services, pets, bookings and reviews of the demo data set, made through the API's own use cases with clocks set
// in the past, so statuses, slots, customers and rollups are exactly what real use would have produced.
import { createHash } from 'node:crypto';
import { addDays, formatISO, subMonths } from 'date-fns';
import { bookingTimeSlots, type BookingStatus } from '../../functions/src/contracts/booking-vocabulary';
import { formatQuantity, localDate } from '../../functions/src/contracts/format';
import { petInputSchema } from '../../functions/src/contracts/pets';
import type { Role } from '../../functions/src/contracts/roles';
import { serviceInputSchema } from '../../functions/src/contracts/services';
import { type ServicePetType } from '../../functions/src/contracts/service-vocabulary';
import type { AuthUser } from '../../functions/src/core/auth';
import { fixedClock } from '../../functions/src/core/clock';
import { mediaStore } from '../../functions/src/core/media-store';
import { Lanes } from '../../functions/src/core/lanes';
import { assignEmployee } from '../../functions/src/modules/bookings';
import { countersRepository } from '../../functions/src/data/counters';
import { cancelOwnBooking } from '../../functions/src/modules/bookings';
import { createBooking } from '../../functions/src/modules/bookings';
import { reviewBooking } from '../../functions/src/modules/bookings';
import { updateBookingStatus } from '../../functions/src/modules/bookings';
import { companiesRepository } from '../../functions/src/data/companies';
import { addCustomerNote } from '../../functions/src/modules/customers';
import { employeesRepository } from '../../functions/src/data/employees';
import { addPet } from '../../functions/src/modules/pets';
import { petsRepository } from '../../functions/src/data/pets';
import { createService } from '../../functions/src/modules/services';
import { createEmployee } from '../../functions/src/modules/employees';
import { employeeInputSchema } from '../../functions/src/contracts/employees';
import { servicesRepository, type StoredService } from '../../functions/src/data/services';
import {
  companyServiceKinds,
  demoCompanies,
  joinedAt,
  petChoices,
  randomGenerator,
  serviceTemplates,
  type DemoPet,
} from './demo-data';
import { demoPicture, petPicture, pictureSizes } from './demo-images';
import { inTurns } from '../support/in-turns';
import { scheduleOf, weekday, weekdayBefore } from './plan-days';
import { DAY_MS, HOUR_MS } from '../../functions/src/contracts/durations';

/** The seed books like one instance of the API would. */
const seedLanes = new Lanes();

const random = randomGenerator(20261121);
const actor = (uid: string, role: Role, email = ''): AuthUser => ({
  uid,
  email,
  emailVerified: true,
  displayName: undefined,
  roleClaim: role,
  role,
});

/** Checked by status, not class: a use case may load its own copy of core/errors through another loader. */
const hasStatus = (error: unknown, status: number) => (error as { status?: unknown }).status === status;

/** Companies seeded at once: their writes are independent, and the seed waits on the emulators more than it computes. */
export const SEED_CONCURRENCY = 4;

/**
 * A drawing stored through the media store under `folder`, named after its content: a reseed writes the same file
 * rather than another, and a changed drawing gets a new name (company media are cached for a year as immutable).
 * Answers its path.
 */
export async function storeDrawing(folder: string, name: string, png: Buffer): Promise<string> {
  const path = `${folder}/${name}-${createHash('sha256').update(png).digest('hex').slice(0, 12)}.png`;
  await mediaStore().save(path, png, 'image/png');
  return path;
}

/** A company's own clock at the moment it joined: its services and employees date from then. */
const joinedClock = (companyIndex: number, now: Date) =>
  fixedClock(joinedAt(demoCompanies[companyIndex].joinedDaysAgo, now).toISOString());

export async function seedServices(now: Date): Promise<StoredService[]> {
  const perCompany = await inTurns(demoCompanies, SEED_CONCURRENCY, async (company, index) => {
    const account = await companiesRepository.getAccount(company.uid);
    if (account && account.usage.services === 0) {
      for (const [n, template] of companyServiceKinds[index].flatMap((kind) => serviceTemplates[kind]).entries()) {
        // A photo of its own, sent as the dashboard sends one (a data URL), so the marketplace card shows it; its
        // variant follows the company's three photos, so it differs from them.
        const png = demoPicture(template.category, index * 3 + n + 1, ...pictureSizes.servicePhoto);
        const photo = `data:image/png;base64,${png.toString('base64')}`;
        await createService(
          company.uid,
          serviceInputSchema.parse({ ...template, price: template.price + (index % 3) * 5, images: [photo] }),
          joinedClock(index, now),
        );
      }
    }
    return servicesRepository.listActive(company.uid, 50);
  });
  return perCompany.flat();
}

const employeePeople = [
  ['Jordan Lee', 'Senior Groomer'],
  ['Casey Morgan', 'Veterinary Technician'],
  ['Riley Chen', 'Dog Trainer'],
  ['Taylor Brooks', 'Pet Sitter'],
  ['Avery Diaz', 'Kennel Attendant'],
  ['Quinn Foster', 'Receptionist'],
] as const;
const skillsByPosition: Record<string, string[]> = {
  'Senior Groomer': ['Hand scissoring', 'Breed cuts', 'De-shedding'],
  'Veterinary Technician': ['Vaccinations', 'Lab work', 'Dental care'],
  'Dog Trainer': ['Puppy training', 'Reactive dogs', 'Agility'],
  'Pet Sitter': ['Medication', 'Cats', 'Overnight care'],
  'Kennel Attendant': ['Feeding', 'Play groups'],
  Receptionist: ['Scheduling', 'Customer care'],
};

/** Employees within each plan's cap (Starter 3): two, four or five per company, through the API's use case. */
export async function seedEmployees(now: Date): Promise<void> {
  await inTurns(demoCompanies, SEED_CONCURRENCY, async (company, index) => {
    const account = await companiesRepository.getAccount(company.uid);
    if (!account || account.usage.employees > 0) return;
    const count = { starter: 2, professional: 4, enterprise: 5 }[company.plan];
    for (let n = 0; n < count; n += 1) {
      const [name, position] = employeePeople[(index + n) % employeePeople.length];
      const handle = name.toLowerCase().replace(/[^a-z]+/g, '.');
      await createEmployee(
        company.uid,
        employeeInputSchema.parse({
          name,
          position,
          email: `${handle}@${company.uid}.petnest.demo`,
          phone: `(555) 3${String(index).padStart(2, '0')}-${1000 + n}`,
          status: n === 3 ? 'on_leave' : 'active',
          specialties: skillsByPosition[position],
          hireDate: `202${3 + (n % 3)}-0${1 + n}-15`,
        }),
        joinedClock(index, now),
      );
    }
  });
}

const ownerPetTypes = (pet: { type: string }): ServicePetType =>
  pet.type === 'Guinea Pig' ? 'other' : (pet.type.toLowerCase() as ServicePetType);

/**
 * The owner's pets, added the day he joined, each with a drawn photo stored where his own upload would be
 * (pets/{uid}/), so the pet's photo belongs to him as addPet checks.
 */
export async function seedPets(ownerId: string, ownerIndex: number, joined: Date, now: Date): Promise<void> {
  if ((await petsRepository.count(ownerId)) > 0) return;
  for (const [index, pet] of petsFor(ownerIndex).entries()) {
    const picture = petPicture(pet.type, ownerIndex * 2 + index, ...pictureSizes.petPhoto);
    const photo = await storeDrawing(`pets/${ownerId}`, pet.name.toLowerCase(), picture);
    const lastCheckup = formatISO(subMonths(now, index === 0 ? 13 : 2 + random.int(0, 9)), { representation: 'date' });
    await addPet(
      ownerId,
      petInputSchema.parse({
        ...pet,
        age: formatQuantity(random.int(1, 12), 'year'),
        weight: pet.type === 'Dog' ? `${random.int(8, 35)} kg` : '',
        gender: random.pick(['Male', 'Female']),
        medicalInfo: {
          allergies: index === 0 ? 'chicken, pollen' : '',
          medications: index === 0 ? 'Apoquel' : '',
          conditions: '',
          lastCheckup,
        },
        behaviorNotes: index === 0 ? 'Friendly, a little nervous around loud dryers.' : '',
        photos: [photo],
      }),
      fixedClock(joined.toISOString()),
    );
  }
}

function petsFor(ownerIndex: number): DemoPet[] {
  const first = petChoices[ownerIndex % petChoices.length];
  return ownerIndex % 3 === 0 ? [first, petChoices[(ownerIndex + 5) % petChoices.length]] : [first];
}

interface PlannedBooking {
  daysFromNow: number;
  time?: string;
  /** Where the outcome depends on the clock (an appointment of today), chosen from the booking's start. */
  outcome: BookingStatus | ((startAt: Date) => BookingStatus);
  review?: boolean;
  service?: (services: StoredService[]) => StoredService | undefined;
  /** A stay's nights; drawn from its day when left out. */
  nights?: number;
}

/**
 * `days` before a plan's `day` (a UTC midnight), at an hour of the Americas' working day drawn from `spread` (14:00 to
 * 21:00 UTC), so the lists' "Booked" times differ as real ones do instead of all reading midnight.
 */
function daysBefore(day: Date, days: number, spread: number): Date {
  return new Date(day.getTime() - days * DAY_MS + (14 + (spread % 8)) * HOUR_MS);
}

async function book(
  owner: AuthUser,
  pet: { id: string; name: string },
  service: StoredService,
  plan: PlannedBooking,
  { day, bookedAt }: { day: Date; bookedAt: Date },
  now: Date,
): Promise<void> {
  const date = formatISO(day, { representation: 'date' });
  const time = plan.time ?? random.pick(bookingTimeSlots.slice(0, 12));
  // A stay books 1 to 4 nights through the same use case (docs/decisions/0086-stays-by-the-night.md); drawn from the
  // date, so the random plan's sequence stays what it was.
  const endDate =
    service.bookingMode === 'stay'
      ? formatISO(addDays(day, plan.nights ?? 1 + (day.getUTCDate() % 4)), { representation: 'date' })
      : undefined;
  let booking;
  try {
    booking = await createBooking(
      owner,
      {
        companyId: service.companyId,
        serviceId: service.id,
        petId: pet.id,
        date,
        time,
        notes: '',
        specialRequirements: '',
        ...(endDate ? { endDate } : {}),
      },
      fixedClock(bookedAt.toISOString()),
      seedLanes,
    );
  } catch (error) {
    if (hasStatus(error, 409)) return; // a time the random plan chose twice, for the place or the pet
    throw error;
  }
  const company = actor(service.companyId, 'pet_company');
  const later = (hours: number) => fixedClock(new Date(bookedAt.getTime() + hours * HOUR_MS).toISOString());
  // Stays and day bookings hold places, not a team member's time: nobody is assigned to them.
  if (plan.outcome !== 'pending' && plan.outcome !== 'cancelled' && !endDate && service.bookingMode !== 'day')
    await assignSomeone(service.companyId, booking.id, later(1));
  const startAt = new Date(booking.startAt);
  const atStart = fixedClock(new Date(startAt.getTime() + HOUR_MS).toISOString());
  const outcome = typeof plan.outcome === 'function' ? plan.outcome(startAt) : plan.outcome;
  switch (outcome) {
    case 'pending':
      return;
    case 'cancelled':
      await cancelOwnBooking(owner, booking.id, later(2));
      return;
    case 'confirmed':
      await updateBookingStatus(company, service.companyId, booking.id, 'confirmed', '', later(3));
      return;
    default:
      await updateBookingStatus(company, service.companyId, booking.id, 'confirmed', '', later(3));
      await updateBookingStatus(company, service.companyId, booking.id, outcome, '', atStart);
      if (outcome === 'completed' && plan.review) {
        const rating = random.pick([5, 5, 5, 4, 4, 3]);
        await reviewBooking(
          owner,
          booking.id,
          { rating, review: random.pick(reviewTexts[rating]).replaceAll('{pet}', pet.name) },
          // A day after the visit, or now if that day has not ended: no review is dated after the seed ran.
          fixedClock(new Date(Math.min(startAt.getTime() + 30 * HOUR_MS, now.getTime())).toISOString()),
        );
      }
  }
}

// A generator of its own, so staff assignments and notes leave the bookings the main generator draws unchanged.
const staffRandom = randomGenerator(20261123);
const activeEmployees = new Map<string, string[]>();

/**
 * Most bookings the company handled get one of its active employees before they complete, so the employees'
 * performance (completed appointments, ratings) comes from real bookings. A busy employee is skipped.
 */
async function assignSomeone(
  companyId: string,
  bookingId: string,
  clock: ReturnType<typeof fixedClock>,
): Promise<void> {
  if (!activeEmployees.has(companyId)) {
    activeEmployees.set(
      companyId,
      (await employeesRepository.list(companyId))
        .filter((employee) => employee.status === 'active')
        .map((employee) => employee.id),
    );
  }
  const employees = activeEmployees.get(companyId)!;
  if (employees.length === 0 || staffRandom.next() < 0.2) return;
  try {
    await assignEmployee(companyId, bookingId, staffRandom.pick(employees), clock);
  } catch (error) {
    if (!hasStatus(error, 409)) throw error;
  }
}

const customerNoteTexts = [
  'Prefers morning appointments.',
  'Pays by card at pick-up; ask about the loyalty stamp card.',
  'Pet is nervous around dryers: use the quiet room.',
  'Asked for a reminder call the day before.',
];

/** A few notes on the customer records the owner got, written by the company through the API's use case. */
async function seedCustomerNotes(
  owner: AuthUser,
  services: StoredService[],
  isDemoOwner: boolean,
  now: Date,
): Promise<void> {
  const companies = [...new Map(services.map((service) => [service.companyId, service.companyName])).entries()];
  for (const [companyId, companyName] of companies) {
    if (!isDemoOwner && staffRandom.next() < 0.6) continue;
    const author = { ...actor(companyId, 'pet_company'), displayName: companyName };
    const count = isDemoOwner && companyId === 'demo-company' ? 2 : 1;
    for (let n = 0; n < count; n += 1) {
      try {
        await addCustomerNote(
          author,
          companyId,
          owner.uid,
          staffRandom.pick(customerNoteTexts),
          fixedClock(new Date(now.getTime() - (n + 1) * DAY_MS).toISOString()),
        );
      } catch (error) {
        if (!hasStatus(error, 404)) throw error; // no booking with that company
      }
    }
  }
}

/**
 * Review texts by rating, short and long as people write them; `{pet}` is the pet's name. The API requires a text,
 * so every review has one.
 */
const reviewTexts: Record<number, string[]> = {
  5: [
    'Perfect, thank you!',
    'Wonderful care, {pet} came home happy and relaxed.',
    'Friendly staff and on time. Will book again.',
    'Very professional and gentle. Highly recommended!',
    '{pet} usually hates being handled by strangers, but stayed calm the whole time. The team took it slowly, sent us a photo halfway through and explained everything at pick-up. We have found our place.',
    'Best in town. {pet} pulls me to the door now.',
    'Booked on a Sunday evening for Monday morning and they fitted us in without fuss. Clear price, no surprises, and a written note of what they did. Exactly what I want from a pet business.',
    'Kind people who clearly love animals.',
    'Second visit and just as good as the first. They remembered {pet} and every quirk, which meant a lot.',
  ],
  4: [
    'Good service, fair price.',
    'Great with {pet}. Parking nearby is tricky, so allow a few extra minutes.',
    'Good experience overall, a little wait at check-in.',
    'Careful and friendly. The online booking was easy; I would only have liked a reminder text the day before.',
    'Really nice team. {pet} was a bit tired afterwards but happy, and the report card was a lovely touch.',
    'Solid, would come back.',
  ],
  3: [
    'Fine, nothing special.',
    'The care itself was good, but we waited 25 minutes past our time and nobody told us why.',
    'Okay visit. {pet} seemed stressed at pick-up; the staff were polite about it.',
    'Decent, a bit pricey for what it was.',
  ],
};

/** A booking of an owner who could have booked from `earliest` days from now (a negative number) on. */
function randomPlan(earliest: number): PlannedBooking {
  const daysFromNow = random.int(earliest, 24);
  if (daysFromNow >= 2) return { daysFromNow, outcome: random.next() < 0.5 ? 'pending' : 'confirmed' };
  // A visit of the last few days (a weekday in the past whatever today is): done, not reviewed yet. Today's visits
  // are the demo company's, whose statuses follow the clock (seedDemoCompanyDays).
  if (daysFromNow >= -1) return { daysFromNow: -3, outcome: 'completed' };
  const roll = random.next();
  const outcome: BookingStatus = roll < 0.78 ? 'completed' : roll < 0.9 ? 'cancelled' : 'no_show';
  return { daysFromNow, outcome, review: outcome === 'completed' && random.next() < 0.6 };
}

/** The demo owner's bookings are chosen so that every screen of the owner area has something to show. */
const demoOwnerPlans: PlannedBooking[] = [
  {
    daysFromNow: 5,
    time: '10:00',
    outcome: 'pending',
    service: (list) => list.find((s) => s.companyId === 'demo-company' && s.name === 'Full Groom'),
  },
  {
    daysFromNow: 9,
    time: '11:00',
    outcome: 'confirmed',
    service: (list) => list.find((s) => s.name === 'Wellness Exam'),
  },
  { daysFromNow: 12, time: '14:00', outcome: 'pending', service: (list) => list.find((s) => s.name === 'Puppy Class') },
  {
    daysFromNow: -20,
    time: '09:30',
    outcome: 'completed',
    service: (list) => list.find((s) => s.companyId === 'demo-company' && s.name === 'Bath & Brush'),
  },
  {
    daysFromNow: -60,
    time: '13:00',
    outcome: 'completed',
    review: true,
    service: (list) => list.find((s) => s.companyId === 'demo-company' && s.name === 'Full Groom'),
  },
  {
    daysFromNow: -40,
    time: '15:00',
    outcome: 'cancelled',
    service: (list) => list.find((s) => s.name === '30-Minute Walk'),
  },
];

const companiesJoined = (now: Date) =>
  new Map(demoCompanies.map((company) => [company.uid, joinedAt(company.joinedDaysAgo, now)]));

/**
 * The owner's bookings, none booked before he joined nor with a company before it joined: each plan's services are
 * those of the companies there when it was booked.
 */
export async function seedBookings(
  ownerAccount: { uid: string; email: string; joined: Date },
  services: StoredService[],
  isDemoOwner: boolean,
  now: Date,
): Promise<void> {
  if ((await countersRepository.owner(ownerAccount.uid)).bookings > 0) return;
  const owner = actor(ownerAccount.uid, 'pet_owner', ownerAccount.email);
  const pets = await petsRepository.list(ownerAccount.uid);
  const listed = services.filter((service) => service.listed);
  const joinedOf = companiesJoined(now);
  // The first day a past visit booked five days ahead can fall on, a day after the owner joined; at most 340 days ago.
  const earliest = Math.max(
    -340,
    Math.min(0, 6 - Math.floor((now.getTime() - ownerAccount.joined.getTime()) / DAY_MS)),
  );
  const plans = isDemoOwner
    ? [...demoOwnerPlans, ...Array.from({ length: 8 }, () => randomPlan(earliest))]
    : Array.from({ length: random.int(4, 9) }, () => randomPlan(earliest));
  for (const plan of plans) {
    const schedule = scheduleOf(plan.daysFromNow, now, ownerAccount.joined);
    if (schedule.bookedAt < ownerAccount.joined) continue;
    const open = listed.filter((service) => joinedOf.get(service.companyId)! <= schedule.bookedAt);
    const pet = isDemoOwner && plan.service ? pets[0] : random.pick(pets);
    const fitting = open.filter((service) => service.petTypes.includes(ownerPetTypes(pet)));
    const preferDemoCompany = fitting.filter((service) => service.companyId === 'demo-company');
    const service =
      plan.service?.(open) ??
      (preferDemoCompany.length && random.next() < 0.35 ? random.pick(preferDemoCompany) : random.pick(fitting));
    if (service) await book(owner, pet, service, plan, schedule, now);
  }
  await seedCustomerNotes(owner, listed, isDemoOwner, now);
}

/** Happy Paws' two working days from today: which owner's pet comes for what, and when. */
const demoCompanyDayPlans = [
  { day: 0, time: '09:00', service: 'Full Groom' },
  { day: 0, time: '10:00', service: 'Nail Trim' },
  { day: 0, time: '11:00', service: 'Bath & Brush' },
  { day: 0, time: '13:30', service: 'Full Groom' },
  { day: 0, time: '15:00', service: 'Bath & Brush' },
  { day: 1, time: '09:30', service: 'Bath & Brush' },
  { day: 1, time: '11:00', service: 'Full Groom' },
  { day: 1, time: '14:00', service: 'Nail Trim' },
] as const;

/**
 * The demo company's working day: appointments today and on its next working day, booked a few days ago by its
 * customers, so its Overview and Day view show a day in progress (those started are in progress or done). Drawn
 * from no generator, after every other booking, so the rest of the data set stays what it was.
 */
export async function seedDemoCompanyDays(
  owners: ReadonlyArray<{ uid: string; email: string; joined: Date }>,
  services: StoredService[],
  now: Date,
): Promise<void> {
  // Days as the company counts them (its Overview's today), as UTC midnights like the other plans' days.
  const timeZone = demoCompanies[0].timezone;
  const today = weekday(new Date(`${localDate(now, timeZone)}T00:00:00Z`));
  const days = [today, weekday(addDays(today, 1))];
  for (const [index, plan] of demoCompanyDayPlans.entries()) {
    const account = owners[index % owners.length];
    const service = services.find(
      (candidate) => candidate.companyId === 'demo-company' && candidate.name === plan.service,
    );
    const pet = (await petsRepository.list(account.uid)).find((candidate) =>
      service?.petTypes.includes(ownerPetTypes(candidate)),
    );
    const day = days[plan.day];
    const bookedAt = daysBefore(day, 5, index);
    if (!service || !pet || bookedAt < account.joined) continue;
    const owner = actor(account.uid, 'pet_owner', account.email);
    const todayOutcome = (startAt: Date): BookingStatus =>
      startAt.getTime() + service.duration * 60_000 <= now.getTime()
        ? 'completed'
        : startAt <= now
          ? 'in_progress'
          : 'confirmed';
    const outcome = plan.day === 0 ? todayOutcome : index === demoCompanyDayPlans.length - 1 ? 'pending' : 'confirmed';
    await book(owner, pet, service, { daysFromNow: plan.day, time: plan.time, outcome }, { day, bookedAt }, now);
  }
}

/**
 * The kennel's guests around today, each a pet of another owner: three in house who leave today, tomorrow and the
 * day after (checked in on a weekday at least two nights before), and one who arrives on the next weekday.
 */
const kennelGuestPlans = [
  { leaves: 0, service: 'Boarding Check-in' },
  { leaves: 1, service: 'Cat Suite Stay' },
  { leaves: 2, service: 'Boarding Check-in' },
  { arrives: 0, service: 'Cat Suite Stay' },
] as const;

/**
 * Cozy Tails Boarding's (the third demo company's) guests in house, so the kennel's Overview shows its check-outs
 * and its Stays tab nights taken. Drawn from no generator, after every other booking, so the rest of the data set
 * stays what it was.
 */
export async function seedKennelGuests(
  owners: ReadonlyArray<{ uid: string; email: string; joined: Date }>,
  services: StoredService[],
  now: Date,
): Promise<void> {
  const kennel = demoCompanies[2];
  const today = new Date(`${localDate(now, kennel.timezone)}T00:00:00Z`);
  let next = 0;
  for (const plan of kennelGuestPlans) {
    const service = services.find((candidate) => candidate.companyId === kennel.uid && candidate.name === plan.service);
    if (!service) continue;
    // The next owner with a pet this service takes.
    let guest: { account: (typeof owners)[number]; pet: { id: string; name: string } } | undefined;
    while (!guest && next < owners.length) {
      const account = owners[next++];
      const pet = (await petsRepository.list(account.uid)).find((candidate) =>
        service.petTypes.includes(ownerPetTypes(candidate)),
      );
      if (pet) guest = { account, pet };
    }
    if (!guest) return;
    const day = 'leaves' in plan ? weekdayBefore(addDays(today, plan.leaves - 2)) : weekday(today);
    const nights = 'leaves' in plan ? Math.round((addDays(today, plan.leaves).getTime() - day.getTime()) / DAY_MS) : 2;
    const bookedAt = daysBefore(day, 6, next);
    if (bookedAt < guest.account.joined) continue;
    const outcome = (startAt: Date): BookingStatus => (startAt <= now ? 'in_progress' : 'confirmed');
    await book(
      actor(guest.account.uid, 'pet_owner', guest.account.email),
      guest.pet,
      service,
      { daysFromNow: 0, time: '10:00', nights, outcome },
      { day, bookedAt },
      now,
    );
  }
}
