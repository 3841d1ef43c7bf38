// What the stored counters should hold, recomputed from the bookings alone (issue 7 section 3). Pure: the
// Firestore reading is in read-data.ts. Each rule mirrors the use case that moves the counter, through the same
// helpers (holdFor, statusDelta, firstResponseDelta, monthKey), so a difference is a real divergence.
import { activeBookingStatuses, type BookingStatus } from '../../functions/src/contracts/booking-vocabulary';
import type { Role } from '../../functions/src/contracts/roles';
import { monthKey } from '../../functions/src/core/time-zones';
import { firstResponseDelta } from '../../functions/src/modules/analytics';
import { deltaFields, type MonthDelta, type MonthTotals } from '../../functions/src/data/rollups';
import { holdFor } from '../../functions/src/modules/bookings';
import type { BookingHold } from '../../functions/src/data/bookings';
import { statusDelta } from '../../functions/src/modules/bookings';
import type { BookingMode } from '../../functions/src/contracts/service-vocabulary';

/** The fields of a booking the invariants depend on. */
export interface CheckedBooking {
  id: string;
  ownerId: string;
  companyId: string;
  serviceId: string;
  category: string;
  petId: string;
  employeeId: string | null;
  date: string;
  time: string;
  startAt: Date;
  duration: number;
  bufferMinutes?: number;
  /** stay or day; absent: an appointment (docs/decisions/0086-stays-by-the-night.md). */
  bookingMode?: BookingMode;
  endDate?: string;
  timeZone: string;
  status: BookingStatus;
  servicePrice: number;
  totalAmount: number;
  createdAt: Date;
  review: { rating: number } | null;
  hold: BookingHold | null;
  statusHistory: { role: Role; at: Date }[];
}

export interface Finding {
  invariant: string;
  path: string;
  message: string;
}

const serviceFields = ['bookings', 'completed', 'revenue', 'cancelled'] as const;
export type ServiceTotals = Record<(typeof serviceFields)[number], number>;
export type RatingTotals = { sum: number; count: number };
export type EmployeeTotals = { completedAppointments: number; ratingSum: number; ratingCount: number };

const zeroMonth = (): MonthTotals => Object.fromEntries(deltaFields.map((field) => [field, 0])) as MonthTotals;
const zeroService = (): ServiceTotals => ({ bookings: 0, completed: 0, revenue: 0, cancelled: 0 });

function getOr<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/** The month totals a booking has contributed over its life: created, its status now, its review, its first answer. */
export function bookingMonthDelta(booking: CheckedBooking): MonthDelta {
  // The booked value is the booking's total: the price for an appointment, price x nights for a stay.
  const created: MonthDelta = { bookings: 1, bookedValue: booking.totalAmount };
  const status = statusDelta('pending', booking.status, booking.totalAmount);
  const review: MonthDelta = booking.review ? { reviews: 1, ratingSum: booking.review.rating } : {};
  const firstAnswer = booking.statusHistory.findIndex((change) => change.role !== 'pet_owner');
  const response =
    firstAnswer < 0
      ? {}
      : firstResponseDelta(
          booking.statusHistory.slice(0, firstAnswer),
          booking.statusHistory[firstAnswer].role,
          booking.createdAt,
          booking.statusHistory[firstAnswer].at,
        );
  const sum: MonthDelta = {};
  for (const part of [created, status, review, response]) {
    for (const [key, value] of Object.entries(part) as [keyof MonthDelta, number][]) sum[key] = (sum[key] ?? 0) + value;
  }
  return sum;
}

/** Accumulates, page by page of bookings, everything the stored documents should say. */
export class ExpectedState {
  readonly findings: Finding[] = [];
  /** slot id -> booking id; schedule id -> block -> booking id; counter id -> open bookings. */
  readonly slots = new Map<string, string>();
  readonly petSchedules = new Map<string, Map<string, string>>();
  /** Holds made before Nov 29, 2026: employeeSchedules/{scheduleId}. */
  readonly employeeSchedules = new Map<string, Map<string, string>>();
  /** `${teamDayId}/${scheduleId}`: a team member's entry in the company's document of a day. */
  readonly teamDays = new Map<string, Map<string, string>>();
  readonly openBookings = new Map<string, number>();
  /** capacityNights id -> places taken by active stays and day bookings. */
  readonly capacityNights = new Map<string, number>();
  /** `${companyId}/${ownerId}` */
  readonly customers = new Map<string, { totalBookings: number; totalSpent: number }>();
  /** `${companyId}/${month}` */
  readonly companyMonths = new Map<string, MonthTotals & { services: Map<string, ServiceTotals> }>();
  readonly platformMonths = new Map<string, MonthTotals>();
  /** month -> service category -> revenue */
  readonly platformCategoryRevenue = new Map<string, Map<string, number>>();
  /** companies/{cid}/totals/all: the sum of the company's months. */
  readonly companyTotals = new Map<string, MonthTotals>();
  readonly companyRatings = new Map<string, RatingTotals>();
  /** `${companyId}/${serviceId}`, `${companyId}/${employeeId}` */
  readonly serviceRatings = new Map<string, RatingTotals>();
  readonly employees = new Map<string, EmployeeTotals>();
  /** Active bookings without a team member: a finding wherever their company has active employees. */
  readonly unassigned: CheckedBooking[] = [];

  add(booking: CheckedBooking): void {
    this.addHold(booking);
    const customer = getOr(this.customers, `${booking.companyId}/${booking.ownerId}`, () => ({
      totalBookings: 0,
      totalSpent: 0,
    }));
    customer.totalBookings += 1;
    if (booking.status === 'completed') customer.totalSpent += booking.totalAmount;
    this.addMonth(booking);
    if (booking.review) {
      for (const [map, key] of [
        [this.companyRatings, booking.companyId],
        [this.serviceRatings, `${booking.companyId}/${booking.serviceId}`],
      ] as const) {
        const rating = getOr(map, key, () => ({ sum: 0, count: 0 }));
        rating.sum += booking.review.rating;
        rating.count += 1;
      }
    }
    if (booking.employeeId) {
      const employee = getOr(this.employees, `${booking.companyId}/${booking.employeeId}`, () => ({
        completedAppointments: 0,
        ratingSum: 0,
        ratingCount: 0,
      }));
      if (booking.status === 'completed') employee.completedAppointments += 1;
      if (booking.review) {
        employee.ratingSum += booking.review.rating;
        employee.ratingCount += 1;
      }
    }
  }

  private addHold(booking: CheckedBooking): void {
    const path = `bookings/${booking.id}`;
    const active = activeBookingStatuses.includes(booking.status);
    if (!active) {
      if (booking.hold)
        this.findings.push({ invariant: 'holds', path, message: `a ${booking.status} booking still records a hold` });
      return;
    }
    const hold = booking.hold;
    if (!hold) {
      this.findings.push({
        invariant: 'holds',
        path,
        message: `an active (${booking.status}) booking records no hold`,
      });
      return;
    }
    const should = holdFor(booking);
    // Stays and day bookings hold places, never a team member (docs/decisions/0086-stays-by-the-night.md).
    if (!booking.employeeId && !booking.bookingMode) this.unassigned.push(booking);
    if ((hold.employeeScheduleId ?? null) !== should.employeeScheduleId) {
      this.findings.push({
        invariant: 'holds',
        path,
        message: `holds employee schedule ${hold.employeeScheduleId ?? 'none'}, its employee gives ${should.employeeScheduleId ?? 'none'}`,
      });
    }
    if (hold.employeeScheduleId && hold.teamDayId !== should.teamDayId) {
      this.findings.push({
        invariant: 'holds',
        path,
        message: `holds its team member's time in ${hold.teamDayId ? `teamDays/${hold.teamDayId}` : `employeeSchedules/${hold.employeeScheduleId}`}, its date gives teamDays/${should.teamDayId} (npm run admin -- assign-open-bookings moves it)`,
      });
    }
    // Holds made before issue 21 also hold a slot document.
    const other = hold.slotId && this.slots.get(hold.slotId);
    if (other)
      this.findings.push({
        invariant: 'slots',
        path,
        message: `slot ${hold.slotId} is also claimed by active booking ${other}`,
      });
    else if (hold.slotId) this.slots.set(hold.slotId, booking.id);
    this.claimBlocks(this.petSchedules, 'pet schedules', hold.petScheduleId, hold.petBlocks, booking.id, 'pet');
    if (hold.employeeScheduleId)
      this.claimBlocks(
        hold.teamDayId ? this.teamDays : this.employeeSchedules,
        'employee schedules',
        hold.teamDayId ? `${hold.teamDayId}/${hold.employeeScheduleId}` : hold.employeeScheduleId,
        should.employeeBlocks!,
        booking.id,
        'team member',
      );
    if (hold.openBookingsId)
      this.openBookings.set(hold.openBookingsId, (this.openBookings.get(hold.openBookingsId) ?? 0) + 1);
    const nights = should.capacityNightIds ?? [];
    if ((hold.capacityNightIds ?? []).join() !== nights.join())
      this.findings.push({
        invariant: 'holds',
        path,
        message: `holds the places ${(hold.capacityNightIds ?? []).join(', ') || 'none'}, its dates give ${nights.join(', ') || 'none'}`,
      });
    for (const id of nights) this.capacityNights.set(id, (this.capacityNights.get(id) ?? 0) + 1);
  }

  private claimBlocks(
    schedules: Map<string, Map<string, string>>,
    invariant: string,
    scheduleId: string,
    blocks: string[],
    bookingId: string,
    who: string,
  ): void {
    const schedule = getOr(schedules, scheduleId, () => new Map<string, string>());
    for (const block of blocks) {
      const other = schedule.get(block);
      if (other && other !== bookingId) {
        this.findings.push({
          invariant,
          path: `bookings/${bookingId}`,
          message: `the ${who} (${scheduleId}) is in two overlapping active bookings: ${other} and ${bookingId} at ${block}`,
        });
      } else schedule.set(block, bookingId);
    }
  }

  private addMonth(booking: CheckedBooking): void {
    const month = monthKey(booking.startAt, booking.timeZone);
    const delta = bookingMonthDelta(booking);
    const company = getOr(this.companyMonths, `${booking.companyId}/${month}`, () => ({
      ...zeroMonth(),
      services: new Map<string, ServiceTotals>(),
    }));
    const platform = getOr(this.platformMonths, month, zeroMonth);
    const totals = getOr(this.companyTotals, booking.companyId, zeroMonth);
    for (const field of deltaFields) {
      company[field] += delta[field] ?? 0;
      platform[field] += delta[field] ?? 0;
      totals[field] += delta[field] ?? 0;
    }
    if (delta.revenue) {
      const categories = getOr(this.platformCategoryRevenue, month, () => new Map<string, number>());
      categories.set(booking.category, (categories.get(booking.category) ?? 0) + delta.revenue);
    }
    const service = getOr(company.services, booking.serviceId, zeroService);
    for (const field of serviceFields) service[field] += delta[field] ?? 0;
  }
}

/** Sums of money and hours are floats: a difference below a thousandth is rounding, not a divergence. */
export function sameNumber(expected: number, actual: number): boolean {
  return Math.abs(expected - actual) < 1e-3;
}

/** One finding per field that differs; a missing stored field counts as 0 (the increments start from nothing). */
export function compareFields(
  invariant: string,
  path: string,
  expected: Record<string, number>,
  actual: object,
): Finding[] {
  const stored = (field: string) => {
    const value = (actual as Record<string, unknown>)[field];
    return typeof value === 'number' ? value : 0;
  };
  return Object.entries(expected)
    .filter(([field, value]) => !sameNumber(value, stored(field)))
    .map(([field, value]) => ({
      invariant,
      path,
      message: `${field} is ${stored(field)}, the bookings give ${round(value)}`,
    }));
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Compares a stored block map (block -> booking id) with the expected one, both ways. */
export function compareBlocks(
  invariant: string,
  path: string,
  expected: Map<string, string> | undefined,
  actual: Record<string, string>,
): Finding[] {
  const findings: Finding[] = [];
  for (const [block, bookingId] of expected ?? []) {
    if (actual[block] !== bookingId)
      findings.push({
        invariant,
        path,
        message: `block ${block} should be held by booking ${bookingId}, holds ${actual[block] ?? 'nothing'}`,
      });
  }
  for (const [block, bookingId] of Object.entries(actual)) {
    if (!expected?.has(block))
      findings.push({
        invariant,
        path,
        message: `block ${block} is held by ${bookingId}, which is not an active booking holding it`,
      });
  }
  return findings;
}

/** Every active appointment of a company with active employees has one of them (issue 21). */
export function compareAssignments(expected: ExpectedState, companiesWithTeam: ReadonlySet<string>): Finding[] {
  return expected.unassigned
    .filter((booking) => companiesWithTeam.has(booking.companyId))
    .map((booking) => ({
      invariant: 'assignments',
      path: `bookings/${booking.id}`,
      message: `an active (${booking.status}) appointment has no team member, though its company has active employees`,
    }));
}
