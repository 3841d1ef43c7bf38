// Compares the stored documents with the state recomputed from the bookings. Pure: each function takes what
// read-data.ts read and returns the differences.
import { isDeepStrictEqual } from 'node:util';
import { effectiveLimit, type PlanLimit } from '../../functions/src/contracts/plan-access';
import { UNLIMITED } from '../../functions/src/contracts/plans';
import { deltaFields } from '../../functions/src/data/rollups';
import { customerNameKey } from '../../functions/src/data/customer-name-key';
import { compareBlocks, compareFields, type ExpectedState, type Finding } from './expected';

export interface StoredDoc<T> {
  path: string;
  id: string;
  data: T;
}

/** Every active booking's slot exists and names it; every stored slot belongs to such a booking. */
export function compareSlots(expected: ExpectedState, slots: StoredDoc<{ bookingId?: string }>[]): Finding[] {
  const findings: Finding[] = [];
  const stored = new Map(slots.map((slot) => [slot.id, slot]));
  for (const [slotId, bookingId] of expected.slots) {
    const slot = stored.get(slotId);
    if (!slot)
      findings.push({
        invariant: 'slots',
        path: `slots/${slotId}`,
        message: `missing: active booking ${bookingId} holds it`,
      });
    else if (slot.data.bookingId !== bookingId)
      findings.push({
        invariant: 'slots',
        path: slot.path,
        message: `names booking ${slot.data.bookingId ?? 'none'}, the active booking holding it is ${bookingId}`,
      });
  }
  for (const slot of slots) {
    if (!expected.slots.has(slot.id))
      findings.push({
        invariant: 'slots',
        path: slot.path,
        message: `held for booking ${slot.data.bookingId ?? 'none'}, which is not an active booking holding it`,
      });
  }
  return findings;
}

/** Pet or employee schedules: the blocks held are exactly those of the active bookings. */
export function compareSchedules(
  invariant: string,
  collection: string,
  expected: Map<string, Map<string, string>>,
  schedules: StoredDoc<{ blocks?: Record<string, string> }>[],
): Finding[] {
  const stored = new Map(schedules.map((schedule) => [schedule.id, schedule.data.blocks ?? {}]));
  const ids = new Set([...expected.keys(), ...stored.keys()]);
  return [...ids].flatMap((id) =>
    compareBlocks(invariant, `${collection}/${id}`, expected.get(id), stored.get(id) ?? {}),
  );
}

export function compareOpenBookings(expected: ExpectedState, counters: StoredDoc<{ count?: number }>[]): Finding[] {
  const stored = new Map(counters.map((counter) => [counter.id, counter.data.count ?? 0]));
  const ids = new Set([...expected.openBookings.keys(), ...stored.keys()]);
  return [...ids].flatMap((id) =>
    compareFields(
      'open bookings',
      `openBookings/${id}`,
      { count: expected.openBookings.get(id) ?? 0 },
      { count: stored.get(id) },
    ),
  );
}

/**
 * capacityNights/{companyId}_{serviceId}_{date}: each counter holds exactly the active stays and day bookings of that
 * night or day, and no night or day holds more than its service's capacity (docs/decisions/0086-stays-by-the-night.md).
 */
export function compareCapacityNights(
  expected: ExpectedState,
  counters: StoredDoc<{ taken?: number }>[],
  capacities: ReadonlyMap<string, number>,
): Finding[] {
  const stored = new Map(counters.map((counter) => [counter.id, counter.data.taken ?? 0]));
  const ids = new Set([...expected.capacityNights.keys(), ...stored.keys()]);
  return [...ids].flatMap((id) => {
    const taken = expected.capacityNights.get(id) ?? 0;
    const findings = compareFields('capacity', `capacityNights/${id}`, { taken }, { taken: stored.get(id) });
    // The id is {companyId}_{serviceId}_{YYYY-MM-DD}; ids never contain '_' themselves.
    const service = id.slice(0, id.length - 11);
    const capacity = capacities.get(service);
    if (taken > (capacity ?? 0))
      findings.push({
        invariant: 'capacity',
        path: `capacityNights/${id}`,
        message: `${taken} active bookings hold a place, over the service's capacity of ${capacity ?? 'none'}`,
      });
    return findings;
  });
}

/**
 * companies/{cid}/customers/{uid}: every owner who booked has a record whose totals match, and whose name sort key
 * is the key of its name (a record without one would drop out of the list sorted by name).
 */
export function compareCustomers(
  expected: ExpectedState,
  customers: StoredDoc<{
    companyId: string;
    name?: string;
    nameKey?: string;
    totalBookings?: number;
    totalSpent?: number;
  }>[],
): Finding[] {
  const stored = new Map(customers.map((customer) => [`${customer.data.companyId}/${customer.id}`, customer]));
  const findings: Finding[] = [];
  for (const [key, totals] of expected.customers) {
    const [companyId, ownerId] = key.split('/');
    const customer = stored.get(key);
    if (!customer)
      findings.push({
        invariant: 'customers',
        path: `companies/${companyId}/customers/${ownerId}`,
        message: `missing: the owner has ${totals.totalBookings} booking(s) with the company`,
      });
    else findings.push(...compareFields('customers', customer.path, totals, customer.data));
  }
  for (const [key, customer] of stored) {
    if (!expected.customers.has(key))
      findings.push(...compareFields('customers', customer.path, { totalBookings: 0, totalSpent: 0 }, customer.data));
    const nameKey = customerNameKey(customer.data.name ?? '');
    if (customer.data.nameKey !== nameKey)
      findings.push({
        invariant: 'customers',
        path: customer.path,
        message: `nameKey is ${JSON.stringify(customer.data.nameKey ?? null)}, the name gives ${JSON.stringify(nameKey)}`,
      });
  }
  return findings;
}

type Counters = Record<string, number | undefined>;

/** companies/{cid}/months/{YYYY-MM}, with the per-service totals inside. */
export function compareCompanyMonths(
  expected: ExpectedState,
  months: StoredDoc<Counters & { companyId: string; services?: Record<string, Counters> }>[],
): Finding[] {
  const stored = new Map(months.map((month) => [`${month.data.companyId}/${month.id}`, month]));
  const findings: Finding[] = [];
  for (const key of new Set([...expected.companyMonths.keys(), ...stored.keys()])) {
    const [companyId, month] = key.split('/');
    const path = stored.get(key)?.path ?? `companies/${companyId}/months/${month}`;
    const { services: expectedServices, ...totals } = expected.companyMonths.get(key) ?? { services: new Map() };
    const actual = stored.get(key)?.data ?? {};
    findings.push(...compareFields('company months', path, totals, actual));
    const actualServices = (actual as { services?: Record<string, Counters> }).services ?? {};
    for (const serviceId of new Set([...expectedServices.keys(), ...Object.keys(actualServices)])) {
      const should = expectedServices.get(serviceId) ?? { bookings: 0, completed: 0, revenue: 0, cancelled: 0 };
      findings.push(
        ...compareFields('company months', `${path} services.${serviceId}`, should, actualServices[serviceId] ?? {}),
      );
    }
  }
  return findings;
}

/** companies/{cid}/totals/all: the company's all-time totals, the sum of its months. */
export function compareCompanyTotals(expected: ExpectedState, totals: StoredDoc<{ companyId: string }>[]): Finding[] {
  const stored = new Map(totals.map((doc) => [doc.data.companyId, doc]));
  const zeros = Object.fromEntries(deltaFields.map((field) => [field, 0]));
  return [...new Set([...expected.companyTotals.keys(), ...stored.keys()])].flatMap((companyId) =>
    compareFields(
      'company totals',
      stored.get(companyId)?.path ?? `companies/${companyId}/totals/all`,
      expected.companyTotals.get(companyId) ?? zeros,
      stored.get(companyId)?.data ?? {},
    ),
  );
}

/** platform/stats/months/{YYYY-MM}: the sum of its shards against all companies' bookings of the month. */
export function comparePlatformMonths(
  expected: ExpectedState,
  shards: StoredDoc<Counters & { month: string; categoryRevenue?: Record<string, number> }>[],
): Finding[] {
  const sums = new Map<string, Record<string, number>>();
  for (const shard of shards) {
    const sum = sums.get(shard.data.month) ?? {};
    for (const [field, value] of Object.entries(shard.data))
      if (typeof value === 'number') sum[field] = (sum[field] ?? 0) + value;
    sums.set(shard.data.month, sum);
  }
  const categorySums = new Map<string, Record<string, number>>();
  for (const shard of shards) {
    const sum = categorySums.get(shard.data.month) ?? {};
    for (const [category, revenue] of Object.entries(shard.data.categoryRevenue ?? {}))
      sum[category] = (sum[category] ?? 0) + revenue;
    categorySums.set(shard.data.month, sum);
  }
  const months = new Set([...expected.platformMonths.keys(), ...sums.keys()]);
  return [...months].flatMap((month) => {
    const should = expected.platformMonths.get(month) ?? {};
    const actual = sums.get(month) ?? {};
    const zeros = Object.fromEntries(
      Object.keys(actual)
        .filter((field) => field !== 'month')
        .map((field) => [field, 0]),
    );
    const categories = categorySums.get(month) ?? {};
    const categoryZeros = Object.fromEntries(Object.keys(categories).map((category) => [category, 0]));
    return [
      ...compareFields('platform months', `platform/stats/months/${month}/shards/*`, { ...zeros, ...should }, actual),
      ...compareFields(
        'platform months',
        `platform/stats/months/${month}/shards/* categoryRevenue`,
        { ...categoryZeros, ...Object.fromEntries(expected.platformCategoryRevenue.get(month) ?? []) },
        categories,
      ),
    ];
  });
}

/** companies/{cid}.rating, companies/{cid}/services/{sid}.rating and employees' performance against the reviews. */
export function compareRatings(
  expected: ExpectedState,
  companies: StoredDoc<{ rating?: Counters }>[],
  services: StoredDoc<{ companyId: string; rating?: Counters }>[],
  employees: StoredDoc<{ companyId: string; performance?: Counters }>[],
): Finding[] {
  return [
    ...companies.flatMap((company) =>
      compareFields(
        'ratings',
        `${company.path}.rating`,
        expected.companyRatings.get(company.id) ?? { sum: 0, count: 0 },
        company.data.rating ?? {},
      ),
    ),
    ...services.flatMap((service) =>
      compareFields(
        'ratings',
        `${service.path}.rating`,
        expected.serviceRatings.get(`${service.data.companyId}/${service.id}`) ?? { sum: 0, count: 0 },
        service.data.rating ?? {},
      ),
    ),
    ...employees.flatMap((employee) =>
      compareFields(
        'employee performance',
        `${employee.path}.performance`,
        expected.employees.get(`${employee.data.companyId}/${employee.id}`) ?? {
          completedAppointments: 0,
          ratingSum: 0,
          ratingCount: 0,
        },
        employee.data.performance ?? {},
      ),
    ),
  ];
}

export interface AccountUsage {
  companyId: string;
  plan: string | null;
  usage: { services?: number; employees?: number };
}

/** companies/{cid}/private/account usage against the documents, and against the plan's limits when enforced. */
export function compareUsage(
  accounts: StoredDoc<AccountUsage>[],
  counts: { services: Map<string, number>; employees: Map<string, number> },
  enforcement: boolean,
): Finding[] {
  const findings: Finding[] = [];
  const limits: [keyof typeof counts, PlanLimit][] = [
    ['services', 'maxServices'],
    ['employees', 'maxEmployees'],
  ];
  for (const account of accounts) {
    for (const [kind, limit] of limits) {
      const count = counts[kind].get(account.data.companyId) ?? 0;
      const usage = account.data.usage[kind] ?? 0;
      if (usage !== count)
        findings.push({
          invariant: 'usage',
          path: account.path,
          message: `usage.${kind} is ${usage}, the company has ${count} ${kind}`,
        });
      const max = effectiveLimit(account.data.plan, limit, enforcement);
      if (max !== UNLIMITED && count > max)
        findings.push({
          invariant: 'plan limits',
          path: account.path,
          message: `${count} ${kind} is over the ${account.data.plan ?? 'no-plan'} limit of ${max}`,
        });
    }
  }
  return findings;
}

/** users/{uid}.petCount (kept once the first pet is added through a transaction) against the pets. */
export function comparePetCounts(users: StoredDoc<{ petCount?: number }>[], pets: Map<string, number>): Finding[] {
  return users
    .filter((user) => user.data.petCount !== undefined)
    .flatMap((user) => compareFields('pet counts', user.path, { petCount: pets.get(user.id) ?? 0 }, user.data));
}

/** users/{uid}/inbox/counts `unread` (the badge) against the recipient's unread notifications. */
export function compareUnreadCounts(inboxes: StoredDoc<{ unread?: number }>[], unread: Map<string, number>): Finding[] {
  const stored = new Map(inboxes.map((inbox) => [inbox.path.split('/')[1]!, inbox.data.unread ?? 0]));
  const findings: Finding[] = [];
  for (const uid of new Set([...stored.keys(), ...unread.keys()])) {
    const [counted, kept] = [unread.get(uid) ?? 0, stored.get(uid) ?? 0];
    if (counted !== kept)
      findings.push({
        invariant: 'unread notifications',
        path: `users/${uid}/inbox/counts`,
        message: `unread is ${kept}, but ${counted} notification(s) are unread`,
      });
  }
  return findings;
}

type RosterFields = { name?: string; email?: string; status?: string; workingHours?: unknown };

/**
 * companies/{cid}/private/team against the employee documents (docs/decisions/0110-team-roster.md): every employee
 * is in a complete roster with his name, email, status and hours, and nobody else is. A company without a complete
 * roster (its employees predate rosters) is read through its employees and has nothing to compare.
 */
export function compareTeamRosters(
  rosters: StoredDoc<{ members?: Record<string, RosterFields>; complete?: boolean }>[],
  employees: StoredDoc<RosterFields>[],
): Finding[] {
  const findings: Finding[] = [];
  const teams = new Map<string, Map<string, RosterFields>>();
  // companies/{cid}/employees/{eid}: the company is the second path segment.
  for (const employee of employees) {
    const companyId = employee.path.split('/')[1];
    if (!teams.has(companyId)) teams.set(companyId, new Map());
    teams.get(companyId)!.set(employee.id, employee.data);
  }
  for (const roster of rosters.filter((stored) => stored.data.complete === true)) {
    const team = teams.get(roster.path.split('/')[1]) ?? new Map<string, RosterFields>();
    const members = roster.data.members ?? {};
    for (const [id, employee] of team) {
      const member = members[id];
      const fields = ['name', 'email', 'status', 'workingHours'] as const;
      if (!member)
        findings.push({ invariant: 'team rosters', path: roster.path, message: `employee ${id} is missing` });
      else
        for (const field of fields)
          // Firestore keeps a map's keys in no set order, so values compare by content.
          if (!isDeepStrictEqual(member[field], employee[field]))
            findings.push({
              invariant: 'team rosters',
              path: roster.path,
              message: `${id}.${field} is ${JSON.stringify(member[field])}, the employee's is ${JSON.stringify(employee[field])}`,
            });
    }
    for (const id of Object.keys(members))
      if (!team.has(id))
        findings.push({ invariant: 'team rosters', path: roster.path, message: `${id} is not an employee` });
  }
  return findings;
}
