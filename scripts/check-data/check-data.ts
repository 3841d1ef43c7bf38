// `npm run check-data`: reads the data with the admin SDK, in pages, recomputes the counters from the bookings and
// prints every difference; exits 1 when any is found. The target comes from the environment: the emulators through
// FIRESTORE_EMULATOR_HOST (set by scripts/check-data-cli.mjs), or a real project with admin credentials
// (GOOGLE_APPLICATION_CREDENTIALS and GCLOUD_PROJECT, set by `npm run check-data -- --project <id>`).
import { type DocumentData, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../../functions/src/core/firebase';
import { dateOf } from '../../functions/src/data/converter';
import {
  compareCompanyMonths,
  compareCompanyTotals,
  compareCustomers,
  compareOpenBookings,
  compareCapacityNights,
  comparePetCounts,
  compareRatings,
  compareSchedules,
  compareSlots,
  compareUsage,
  comparePlatformMonths,
  compareUnreadCounts,
  compareTeamRosters,
  type StoredDoc,
} from './compare';
import { compareAssignments, ExpectedState, type CheckedBooking, type Finding } from './expected';
import { compareCounters, eachPage, readCounterSources, underCompany } from './counters';

/** The documents of a collection or collection group, with the id of the company they sit under (when they do). */
async function readAll<T>(
  query: Query,
  keep: (doc: QueryDocumentSnapshot) => boolean = () => true,
): Promise<StoredDoc<T & { companyId: string }>[]> {
  const docs: StoredDoc<T & { companyId: string }>[] = [];
  await eachPage(query, (page) => {
    for (const doc of page.filter(keep))
      docs.push({
        path: doc.ref.path,
        id: doc.id,
        data: { ...(doc.data() as T), companyId: doc.ref.path.split('/')[1] },
      });
  });
  return docs;
}

function toChecked(id: string, data: DocumentData): CheckedBooking {
  return {
    id,
    ownerId: data.ownerId,
    companyId: data.companyId,
    serviceId: data.serviceId,
    category: data.category,
    petId: data.petId,
    employeeId: data.employeeId ?? null,
    date: data.date,
    time: data.time,
    startAt: dateOf(data.startAt),
    duration: data.duration,
    bufferMinutes: data.bufferMinutes ?? 0,
    ...(data.bookingMode ? { bookingMode: data.bookingMode, endDate: data.endDate } : {}),
    timeZone: data.timeZone,
    status: data.status,
    servicePrice: data.servicePrice ?? 0,
    totalAmount: data.totalAmount ?? 0,
    createdAt: dateOf(data.createdAt),
    review: data.review ?? null,
    hold: data.hold ?? null,
    statusHistory: (
      (data.statusHistory ?? []) as { role: CheckedBooking['statusHistory'][number]['role']; at: unknown }[]
    ).map((change) => ({ role: change.role, at: dateOf(change.at) })),
  };
}

const countBy = (docs: StoredDoc<unknown>[], key: (doc: StoredDoc<unknown>) => string) => {
  const counts = new Map<string, number>();
  for (const doc of docs) counts.set(key(doc), (counts.get(key(doc)) ?? 0) + 1);
  return counts;
};

async function check(): Promise<Finding[]> {
  const firestore = db();
  const expected = new ExpectedState();
  let bookings = 0;
  await eachPage(firestore.collection('bookings'), (page) => {
    for (const doc of page) expected.add(toChecked(doc.id, doc.data()));
    bookings += page.length;
  });
  const [
    slots,
    petSchedules,
    employeeSchedules,
    teamDays,
    openBookings,
    capacityNights,
    customers,
    months,
    totals,
    shards,
    companies,
    services,
    employees,
    accounts,
    rosters,
    users,
    pets,
    settings,
    counters,
    inboxes,
    notifications,
  ] = await Promise.all([
    readAll<{ bookingId?: string }>(firestore.collection('slots')),
    readAll<{ blocks?: Record<string, string> }>(firestore.collection('petSchedules')),
    readAll<{ blocks?: Record<string, string> }>(firestore.collection('employeeSchedules')),
    readAll<{ members?: Record<string, Record<string, string>> }>(firestore.collection('teamDays')),
    readAll<{ count?: number }>(firestore.collection('openBookings')),
    readAll<{ taken?: number }>(firestore.collection('capacityNights')),
    readAll<{ name?: string; nameKey?: string; totalBookings?: number; totalSpent?: number }>(
      firestore.collectionGroup('customers'),
      underCompany,
    ),
    readAll<Record<string, number>>(firestore.collectionGroup('months'), underCompany),
    readAll<Record<string, number>>(firestore.collectionGroup('totals'), underCompany),
    readAll<Record<string, number> & { month: string; categoryRevenue?: Record<string, number> }>(
      firestore.collectionGroup('shards'),
      (doc) => doc.ref.path.startsWith('platform/stats/months/'),
    ),
    readAll<{ rating?: Record<string, number> }>(firestore.collection('companies')),
    readAll<{ rating?: Record<string, number>; capacity?: number }>(
      firestore.collectionGroup('services'),
      underCompany,
    ),
    readAll<{
      performance?: Record<string, number>;
      status?: string;
      name?: string;
      email?: string;
      workingHours?: unknown;
    }>(firestore.collectionGroup('employees'), underCompany),
    readAll<{ subscription?: { plan?: string | null }; usage?: { services?: number; employees?: number } }>(
      firestore.collectionGroup('private'),
      (doc) => underCompany(doc) && doc.id === 'account',
    ),
    readAll<{
      members?: Record<string, { name?: string; email?: string; status?: string; workingHours?: unknown }>;
      complete?: boolean;
    }>(firestore.collectionGroup('private'), (doc) => underCompany(doc) && doc.id === 'team'),
    readAll<{ petCount?: number }>(firestore.collection('users')),
    readAll<unknown>(firestore.collectionGroup('pets'), (doc) => doc.ref.path.startsWith('users/')),
    firestore.collection('platform').doc('settings').get(),
    readCounterSources(),
    readAll<{ unread?: number }>(firestore.collectionGroup('inbox'), (doc) => doc.ref.path.startsWith('users/')),
    readAll<{ readAt?: unknown }>(firestore.collectionGroup('notifications'), (doc) =>
      doc.ref.path.startsWith('users/'),
    ),
  ]);
  console.log(
    `[check-data] ${bookings} bookings, ${slots.length} slots, ${customers.length} customers, ${months.length} company months, ${companies.length} companies read.`,
  );
  const enforcement = (settings.get('general.subscriptionEnforcement') as boolean | undefined) ?? true;
  return [
    ...expected.findings,
    ...compareSlots(expected, slots),
    ...compareSchedules('pet schedules', 'petSchedules', expected.petSchedules, petSchedules),
    ...compareSchedules('employee schedules', 'employeeSchedules', expected.employeeSchedules, employeeSchedules),
    // Each member's entry of a day document is compared as a schedule of its own: teamDays/{day}/{scheduleId}.
    ...compareSchedules(
      'employee schedules',
      'teamDays',
      expected.teamDays,
      teamDays.flatMap((day) =>
        Object.entries(day.data.members ?? {}).map(([scheduleId, blocks]) => ({
          ...day,
          id: `${day.id}/${scheduleId}`,
          data: { blocks },
        })),
      ),
    ),
    ...compareOpenBookings(expected, openBookings),
    ...compareCapacityNights(
      expected,
      capacityNights,
      // companies/{cid}/services/{sid}
      new Map(services.map((doc) => [`${doc.path.split('/')[1]}_${doc.id}`, doc.data.capacity ?? 0])),
    ),
    // companies/{cid}/employees/{eid}: the company is the second path segment.
    ...compareAssignments(
      expected,
      new Set(employees.filter((doc) => doc.data.status === 'active').map((doc) => doc.path.split('/')[1])),
    ),
    ...compareCustomers(expected, customers),
    ...compareCompanyMonths(expected, months),
    ...compareCompanyTotals(expected, totals),
    ...compareCounters(counters.expected, counters.stored),
    ...comparePlatformMonths(expected, shards),
    ...compareRatings(expected, companies, services, employees),
    ...compareTeamRosters(rosters, employees),
    ...compareUsage(
      accounts.map((account) => ({
        ...account,
        data: {
          companyId: account.data.companyId,
          plan: account.data.subscription?.plan ?? null,
          usage: account.data.usage ?? {},
        },
      })),
      {
        services: countBy(services, (doc) => doc.path.split('/')[1]),
        employees: countBy(employees, (doc) => doc.path.split('/')[1]),
      },
      enforcement,
    ),
    // users/{uid}/pets/{petId}: the owner is the second path segment.
    ...comparePetCounts(
      users,
      countBy(pets, (doc) => doc.path.split('/')[1]),
    ),
    // users/{uid}/notifications/{id} and users/{uid}/inbox/counts: the recipient is the second path segment.
    ...compareUnreadCounts(
      inboxes,
      countBy(
        notifications.filter((doc) => doc.data.readAt === null),
        (doc) => doc.path.split('/')[1],
      ),
    ),
  ];
}

const findings = await check();
for (const finding of findings) console.log(`[check-data] ${finding.invariant}: ${finding.path}: ${finding.message}`);
console.log(
  findings.length === 0
    ? '[check-data] No differences: every invariant holds.'
    : `[check-data] ${findings.length} difference(s) found.`,
);
process.exit(findings.length === 0 ? 0 : 1);
