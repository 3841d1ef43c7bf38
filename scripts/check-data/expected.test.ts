import { describe, expect, it } from 'vitest';
import { holdFor } from '../../functions/src/modules/bookings';
import { compareCapacityNights, compareCompanyTotals, compareCustomers, compareSlots, compareUsage } from './compare';
import { bookingMonthDelta, compareAssignments, ExpectedState, type CheckedBooking } from './expected';

const createdAt = new Date('2026-11-01T12:00:00Z');

function booking(overrides: Partial<CheckedBooking> = {}): CheckedBooking {
  const base = {
    id: 'b1',
    ownerId: 'o1',
    companyId: 'c1',
    serviceId: 's1',
    category: 'grooming',
    petId: 'p1',
    employeeId: null,
    date: '2026-11-24',
    time: '10:00',
    startAt: new Date('2026-11-24T15:00:00Z'),
    duration: 60,
    timeZone: 'America/New_York',
    status: 'pending' as const,
    servicePrice: 40,
    totalAmount: 40,
    createdAt,
    review: null,
    hold: null,
    statusHistory: [{ role: 'pet_owner' as const, at: createdAt }],
    ...overrides,
  };
  return {
    ...base,
    hold:
      overrides.hold === undefined && ['pending', 'confirmed', 'in_progress'].includes(base.status)
        ? holdFor(base)
        : base.hold,
  };
}

describe('check-data recomputation', () => {
  it('when a completed booking was answered after 2 hours and reviewed, then its month delta counts all of it', () => {
    const delta = bookingMonthDelta(
      booking({
        status: 'completed',
        review: { rating: 4 },
        statusHistory: [
          { role: 'pet_owner', at: createdAt },
          { role: 'pet_company', at: new Date(createdAt.getTime() + 2 * 3600_000) },
        ],
      }),
    );
    expect(delta).toMatchObject({
      bookings: 1,
      bookedValue: 40,
      completed: 1,
      revenue: 40,
      cancelled: 0,
      reviews: 1,
      ratingSum: 4,
      responses: 1,
      responseHours: 2,
    });
  });

  it('when two active bookings put one pet in the same half hour, then the overlap is a finding', () => {
    const state = new ExpectedState();
    state.add(booking());
    state.add(booking({ id: 'b2', serviceId: 's2' }));
    expect(state.findings.map((finding) => finding.invariant)).toContain('pet schedules');
  });

  it('when a cancelled booking still records a hold, then it is a finding', () => {
    const state = new ExpectedState();
    state.add(booking({ status: 'cancelled', hold: holdFor(booking()) }));
    expect(state.findings).toEqual([expect.objectContaining({ invariant: 'holds', path: 'bookings/b1' })]);
  });

  it('when a legacy slot is missing or held without an active booking, then both are findings', () => {
    const state = new ExpectedState();
    state.add(booking({ hold: { ...holdFor(booking()), slotId: 'c1_s1_2026-11-24_1000' } }));
    const findings = compareSlots(state, [{ path: 'slots/x', id: 'x', data: { bookingId: 'gone' } }]);
    expect(findings.map((finding) => finding.path)).toEqual(['slots/c1_s1_2026-11-24_1000', 'slots/x']);
  });

  it('when one team member has two overlapping active appointments (its buffer included), then it is a finding', () => {
    const state = new ExpectedState();
    state.add(booking({ employeeId: 'e1', bufferMinutes: 15 }));
    state.add(
      booking({
        id: 'b2',
        petId: 'p2',
        employeeId: 'e1',
        time: '11:00',
        startAt: new Date('2026-11-24T16:00:00Z'),
      }),
    );
    expect(state.findings).toEqual([expect.objectContaining({ invariant: 'employee schedules', path: 'bookings/b2' })]);
    const apart = new ExpectedState();
    apart.add(booking({ employeeId: 'e1' }));
    apart.add(booking({ id: 'b2', petId: 'p2', employeeId: 'e2' }));
    expect(apart.findings).toEqual([]);
  });

  it("when a team member's time is held outside its day's document (a hold made before Nov 29), then it is a finding", () => {
    const state = new ExpectedState();
    const legacy = { ...holdFor(booking({ employeeId: 'e1' })), teamDayId: undefined };
    state.add(booking({ employeeId: 'e1', hold: legacy }));
    expect(state.findings).toEqual([
      expect.objectContaining({
        invariant: 'holds',
        path: 'bookings/b1',
        message: expect.stringContaining('employeeSchedules/c1_e1, its date gives teamDays/c1_2026-11-24'),
      }),
    ]);
    expect([...state.teamDays.keys(), ...state.employeeSchedules.keys()]).toEqual(['c1_e1']);
    const moved = new ExpectedState();
    moved.add(booking({ employeeId: 'e1' }));
    expect(moved.findings).toEqual([]);
    expect([...moved.teamDays.keys()]).toEqual(['c1_2026-11-24/c1_e1']);
  });

  it('when an active appointment of a company with active employees has none, then it is a finding', () => {
    const state = new ExpectedState();
    state.add(booking());
    state.add(booking({ id: 'b2', petId: 'p2', companyId: 'c2', time: '12:00' }));
    state.add(booking({ id: 'b3', petId: 'p3', status: 'completed', time: '14:00' }));
    expect(compareAssignments(state, new Set(['c1']))).toEqual([
      expect.objectContaining({ invariant: 'assignments', path: 'bookings/b1' }),
    ]);
  });

  it('when a customer total differs from the bookings, then the field is named', () => {
    const state = new ExpectedState();
    state.add(booking({ status: 'completed' }));
    state.add(booking({ id: 'b2', status: 'cancelled' }));
    const named = { name: 'alice Arden', nameKey: 'alice arden' };
    const ok = compareCustomers(state, [
      {
        path: 'companies/c1/customers/o1',
        id: 'o1',
        data: { companyId: 'c1', ...named, totalBookings: 2, totalSpent: 40 },
      },
    ]);
    const wrong = compareCustomers(state, [
      {
        path: 'companies/c1/customers/o1',
        id: 'o1',
        data: { companyId: 'c1', ...named, totalBookings: 2, totalSpent: 80 },
      },
    ]);
    expect(ok).toEqual([]);
    expect(wrong).toEqual([expect.objectContaining({ message: 'totalSpent is 80, the bookings give 40' })]);
  });

  it("when a customer's name sort key is missing or stale, then it is a finding", () => {
    const state = new ExpectedState();
    state.add(booking({ status: 'completed' }));
    const stored = (data: { name: string; nameKey?: string }) => [
      {
        path: 'companies/c1/customers/o1',
        id: 'o1',
        data: { companyId: 'c1', totalBookings: 1, totalSpent: 40, ...data },
      },
    ];
    expect(compareCustomers(state, stored({ name: 'Alice Arden' }))).toEqual([
      expect.objectContaining({ message: 'nameKey is null, the name gives "alice arden"' }),
    ]);
    expect(compareCustomers(state, stored({ name: 'Alice Arden', nameKey: 'olive owner' }))).toEqual([
      expect.objectContaining({ message: 'nameKey is "olive owner", the name gives "alice arden"' }),
    ]);
  });

  it('when a starter company has 11 services, then the usage is over its limit', () => {
    const account = {
      path: 'companies/c1/private/account',
      id: 'account',
      data: { companyId: 'c1', plan: 'starter', usage: { services: 11, employees: 0 } },
    };
    const findings = compareUsage([account], { services: new Map([['c1', 11]]), employees: new Map() }, true);
    expect(findings).toEqual([expect.objectContaining({ invariant: 'plan limits' })]);
    expect(compareUsage([account], { services: new Map([['c1', 11]]), employees: new Map() }, false)).toEqual([]);
  });
});

describe('check-data company totals and category revenue', () => {
  it('when a company completes bookings in two months, then its totals are the sum and the revenue is by category', () => {
    const state = new ExpectedState();
    state.add(booking({ status: 'completed' }));
    state.add(
      booking({
        id: 'b2',
        status: 'completed',
        category: 'training',
        startAt: new Date('2026-12-02T15:00:00Z'),
        date: '2026-12-02',
      }),
    );
    expect(state.companyTotals.get('c1')).toMatchObject({ bookings: 2, completed: 2, revenue: 80 });
    expect(state.platformCategoryRevenue.get('2026-11')).toEqual(new Map([['grooming', 40]]));
    expect(state.platformCategoryRevenue.get('2026-12')).toEqual(new Map([['training', 40]]));
    const stored = (revenue: number) => [
      {
        path: 'companies/c1/totals/all',
        id: 'all',
        data: { companyId: 'c1', bookings: 2, bookedValue: 80, completed: 2, revenue },
      },
    ];
    expect(compareCompanyTotals(state, stored(80))).toEqual([]);
    expect(compareCompanyTotals(state, stored(40))).toEqual([
      expect.objectContaining({ invariant: 'company totals', message: 'revenue is 40, the bookings give 80' }),
    ]);
  });

  it('when stays hold places, then each night is recounted and a night over its capacity is reported', () => {
    const expected = new ExpectedState();
    const stay = (id: string, petId: string) =>
      booking({ id, petId, bookingMode: 'stay', endDate: '2026-11-26', totalAmount: 80, category: 'boarding' });
    expected.add(stay('b1', 'p1'));
    expected.add(stay('b2', 'p2'));
    expect(expected.findings).toEqual([]);
    expect(expected.unassigned).toEqual([]);
    expect(bookingMonthDelta(stay('b3', 'p3'))).toMatchObject({ bookedValue: 80 });
    const stored = [
      { path: 'capacityNights/c1_s1_2026-11-24', id: 'c1_s1_2026-11-24', data: { taken: 2, companyId: 'c1' } },
      { path: 'capacityNights/c1_s1_2026-11-25', id: 'c1_s1_2026-11-25', data: { taken: 1, companyId: 'c1' } },
    ];
    const findings = compareCapacityNights(expected, stored, new Map([['c1_s1', 1]]));
    expect(findings.map((finding) => `${finding.path}: ${finding.message}`)).toEqual([
      "capacityNights/c1_s1_2026-11-24: 2 active bookings hold a place, over the service's capacity of 1",
      'capacityNights/c1_s1_2026-11-25: taken is 1, the bookings give 2',
      "capacityNights/c1_s1_2026-11-25: 2 active bookings hold a place, over the service's capacity of 1",
    ]);
    expect(compareCapacityNights(expected, stored.slice(0, 1), new Map([['c1_s1', 2]]))).toHaveLength(1);
  });
});
