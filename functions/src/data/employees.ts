import { FieldValue, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { teamMemberOf, type Employee, type EmployeeFields, type TeamMember } from '../contracts/employees';
import { db } from '../core/firebase';
import { converter } from './converter';
import { type QueryShape } from './query-shape';

/**
 * companies/{cid}/employees/{eid}. Performance is moved by the bookings assigned to the employee: completing one
 * counts it, the owner's review of it adds to the rating.
 */
export interface EmployeeDoc extends EmployeeFields {
  performance: { completedAppointments: number; ratingSum: number; ratingCount: number };
  createdAt: Date;
  updatedAt: Date;
}

/**
 * companies/{cid}/private/team: the company's team as booking reads it, one document whose id is known without a
 * query, so a booking's transaction reads it in its one batch (docs/decisions/0110-team-roster.md). Every employee
 * write changes it in the same transaction; `npm run check-data` compares a complete one with the employee
 * documents. `complete` is set when the roster was written whole (a new company's, an edit's or a removal's, or a
 * booking's that had to query the team); a company whose employees predate rosters has none or only the members
 * added since, and is read by a query until then.
 */
interface TeamRosterDoc {
  members: Record<string, Omit<TeamMember, 'id'>>;
  complete?: boolean;
  updatedAt: Date;
}

const rosterConverter = converter<TeamRosterDoc>();
const rosterRef = (companyId: string) =>
  db().collection('companies').doc(companyId).collection('private').doc('team').withConverter(rosterConverter);
const byName = (a: TeamMember, b: TeamMember) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1);

/** Plans cap employees at 50; a company without enforcement still gets a bounded list. */
const MAX_LISTED_EMPLOYEES = 200;

const employeeConverter = converter<EmployeeDoc>();
const employeesOf = (companyId: string) =>
  db().collection('companies').doc(companyId).collection('employees').withConverter(employeeConverter);

function toEmployee(id: string, data: EmployeeDoc): Employee {
  const { performance, createdAt, updatedAt: _updatedAt, ...fields } = data;
  const ratingCount = performance?.ratingCount ?? 0;
  return {
    ...fields,
    id,
    createdAt: createdAt.toISOString(),
    performance: {
      rating: ratingCount ? Math.round(((performance?.ratingSum ?? 0) / ratingCount) * 10) / 10 : null,
      reviews: ratingCount,
      completedAppointments: performance?.completedAppointments ?? 0,
    },
  };
}

/** Every query shape below, for firestore-indexes.test.ts (each combination of the optional filters). */
export const employeeQueryShapes: QueryShape[] = [
  { query: 'list', collection: 'employees', scope: 'collection', orderBy: [['name', 'asc']] },
  { query: 'listInTransaction', collection: 'employees', scope: 'collection', orderBy: [['name', 'asc']] },
];

export const employeesRepository = {
  newRef(companyId: string) {
    return employeesOf(companyId).doc();
  },
  ref(companyId: string, employeeId: string) {
    return employeesOf(companyId).doc(employeeId);
  },
  fromSnapshot(snapshot: DocumentSnapshot): Employee | undefined {
    const employee = employeeConverter.read(snapshot);
    return employee && toEmployee(snapshot.id, employee);
  },
  async list(companyId: string): Promise<Employee[]> {
    const snapshot = await employeesOf(companyId).orderBy('name').limit(MAX_LISTED_EMPLOYEES).get();
    return snapshot.docs.map((doc) => toEmployee(doc.id, doc.data()));
  },
  /** The same list, read in a transaction: who may take a booking is decided with the schedules it holds. */
  async listInTransaction(tx: Transaction, companyId: string): Promise<Employee[]> {
    const snapshot = await tx.get(employeesOf(companyId).orderBy('name').limit(MAX_LISTED_EMPLOYEES));
    return snapshot.docs.map((doc) => toEmployee(doc.id, doc.data()));
  },
  rosterRef,
  /** The team in name order from its roster; undefined while the roster is not complete (see TeamRosterDoc). */
  teamFromSnapshot(snapshot: DocumentSnapshot): TeamMember[] | undefined {
    const roster = rosterConverter.read(snapshot);
    if (!roster?.complete) return undefined;
    return Object.entries(roster.members)
      .map(([id, member]) => ({ ...member, id }))
      .sort(byName);
  },
  /**
   * The team as a booking decides with it, outside a transaction: the roster (one document) when complete, else the
   * employee documents. A query of a subcollection costs the emulator a scan of every company's employees.
   */
  async team(companyId: string): Promise<TeamMember[]> {
    const roster = this.teamFromSnapshot(await rosterRef(companyId).get());
    return roster ?? (await this.list(companyId)).map(teamMemberOf);
  },
  /**
   * A new employee joins the roster by a write that reads nothing: adds racing for a plan's last place contend on
   * the account alone, as before rosters. A roster not yet complete stays so.
   */
  joinTeamInTransaction(tx: Transaction, companyId: string, member: TeamMember, now: Date): void {
    const { id, ...fields } = member;
    tx.set(rosterRef(companyId), { members: { [id]: fields }, updatedAt: now }, { merge: true });
  },
  /**
   * An edit's or a removal's change to the roster, called before the write's other writes (a transaction reads
   * first): reads the roster, or the employee documents while it is not complete, and writes it whole and complete.
   */
  async changeTeamInTransaction(
    tx: Transaction,
    companyId: string,
    change: (team: TeamMember[]) => TeamMember[],
    now: Date,
  ): Promise<void> {
    const roster = this.teamFromSnapshot(await tx.get(rosterRef(companyId)));
    const listed = roster ? undefined : (await this.listInTransaction(tx, companyId)).map(teamMemberOf);
    this.writeTeamInTransaction(tx, companyId, change(roster ?? listed ?? []), now, {
      complete: !listed || this.isWholeTeam(listed),
    });
  },
  /** A new company's roster: nobody yet, so its bookings never query for a team. */
  newTeamInTransaction(tx: Transaction, companyId: string, now: Date): void {
    this.writeTeamInTransaction(tx, companyId, [], now);
  },
  /** Whether a list of a company's employees holds them all: a list cut at its bound may leave someone out. */
  isWholeTeam(listed: readonly unknown[]): boolean {
    return listed.length < MAX_LISTED_EMPLOYEES;
  },
  /**
   * The roster written whole; complete unless it was built from a list that may leave someone out (`isWholeTeam`),
   * which bookings must not trust. A booking that had to query a company's employees (its roster was not complete)
   * writes what it read, so only the company's first booking after rosters pays the query.
   */
  writeTeamInTransaction(
    tx: Transaction,
    companyId: string,
    team: readonly TeamMember[],
    now: Date,
    { complete }: { complete: boolean } = { complete: true },
  ): void {
    const members = Object.fromEntries(team.map(({ id, ...member }) => [id, member]));
    tx.set(rosterRef(companyId), { members, complete, updatedAt: now });
  },
  async get(companyId: string, employeeId: string): Promise<Employee | undefined> {
    return this.fromSnapshot(await employeesOf(companyId).doc(employeeId).get());
  },
  async getInTransaction(tx: Transaction, companyId: string, employeeId: string): Promise<Employee | undefined> {
    return this.fromSnapshot(await tx.get(employeesOf(companyId).doc(employeeId)));
  },
  createInTransaction(tx: Transaction, ref: DocumentReference, employee: EmployeeDoc): void {
    tx.create(ref, employee);
  },
  updateInTransaction(tx: Transaction, companyId: string, employeeId: string, fields: EmployeeFields, now: Date): void {
    tx.update(employeesOf(companyId).doc(employeeId), { ...fields, updatedAt: now });
  },
  deleteInTransaction(tx: Transaction, companyId: string, employeeId: string): void {
    tx.delete(employeesOf(companyId).doc(employeeId));
  },
  addCompletedInTransaction(tx: Transaction, companyId: string, employeeId: string, by: number, now: Date): void {
    tx.update(employeesOf(companyId).doc(employeeId), {
      'performance.completedAppointments': FieldValue.increment(by),
      updatedAt: now,
    });
  },
  addRatingInTransaction(tx: Transaction, companyId: string, employeeId: string, rating: number, now: Date): void {
    tx.update(employeesOf(companyId).doc(employeeId), {
      'performance.ratingSum': FieldValue.increment(rating),
      'performance.ratingCount': FieldValue.increment(1),
      updatedAt: now,
    });
  },
};
