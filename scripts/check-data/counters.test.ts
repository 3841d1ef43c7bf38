import { describe, expect, it } from 'vitest';
import { compareCounters, ExpectedCounters } from './counters';

const joinDate = new Date('2026-11-10T12:00:00Z');

/** Two bookings of one owner with c1 (one cancelled, appointments in November and December), one with c2. */
function recounted(): ExpectedCounters {
  const counters = new ExpectedCounters();
  counters.addBooking({ companyId: 'c1', ownerId: 'o1', status: 'pending' });
  counters.addBooking({ companyId: 'c1', ownerId: 'o1', status: 'cancelled' });
  counters.addBooking({ companyId: 'c2', ownerId: 'o1', status: 'completed' });
  counters.addCustomer(
    { companyId: 'c1', ownerId: 'o1', totalBookings: 2, joinDate, lastBooking: new Date('2026-12-02T15:00:00Z') },
    'America/New_York',
  );
  counters.addCustomer(
    { companyId: 'c2', ownerId: 'o1', totalBookings: 1, joinDate, lastBooking: new Date('2026-11-30T15:00:00Z') },
    'America/New_York',
  );
  counters.addFavorite('o1');
  return counters;
}

const storedC1 = {
  path: 'companies/c1/totals/all',
  data: {
    companyId: 'c1',
    statuses: { pending: 1, cancelled: 1 },
    customers: 1,
    returningCustomers: 1,
  },
};

describe('check-data counters', () => {
  it('when bookings, customers and saved companies are recounted, then each counter document holds their totals', () => {
    const counters = recounted();
    expect(counters.companies.get('companies/c1/totals/all')).toEqual({
      statuses: { pending: 1, confirmed: 0, in_progress: 0, completed: 0, cancelled: 1, no_show: 0 },
      customers: 1,
      returningCustomers: 1,
    });
    expect(counters.owners.get('users/o1')).toEqual({ bookings: 3, companies: 2, favorites: 1 });
    expect(counters.months.get('companies/c1/months/2026-11')).toEqual({ newCustomers: 1, lastBookedCustomers: 0 });
    expect(counters.months.get('companies/c1/months/2026-12')).toEqual({ newCustomers: 0, lastBookedCustomers: 1 });
    expect(counters.months.get('companies/c2/months/2026-11')).toEqual({ newCustomers: 1, lastBookedCustomers: 1 });
  });

  it('when the stored counters match the recount, then nothing is reported', () => {
    const findings = compareCounters(recounted(), {
      totals: [
        storedC1,
        {
          path: 'companies/c2/totals/all',
          data: { statuses: { completed: 1 }, customers: 1, returningCustomers: 0, revenue: 40 },
        },
      ],
      months: [
        { path: 'companies/c1/months/2026-11', data: { newCustomers: 1, bookings: 1 } },
        { path: 'companies/c1/months/2026-12', data: { lastBookedCustomers: 1 } },
        { path: 'companies/c2/months/2026-11', data: { newCustomers: 1, lastBookedCustomers: 1 } },
      ],
      users: [{ path: 'users/o1', data: { ownerCounts: { bookings: 3, companies: 2, favorites: 1 } } }],
    });
    expect(findings).toEqual([]);
  });

  it('when a counter is wrong or counts what is not there, then each difference is reported with its path', () => {
    const findings = compareCounters(recounted(), {
      totals: [{ ...storedC1, data: { ...storedC1.data, statuses: { pending: 4, cancelled: 1 } } }],
      months: [{ path: 'companies/c9/months/2026-10', data: { newCustomers: 2 } }],
      users: [
        { path: 'users/o1', data: { ownerCounts: { bookings: 3, companies: 1, favorites: 1 } } },
        { path: 'users/o2', data: {} },
        { path: 'users/o3', data: { ownerCounts: { favorites: 2 } } },
      ],
    });
    expect(findings).toEqual(
      expect.arrayContaining([
        {
          invariant: 'counters',
          path: 'companies/c1/totals/all',
          message: 'statuses.pending is 4, the bookings give 1',
        },
        {
          invariant: 'counters',
          path: 'companies/c2/totals/all',
          message: 'statuses.completed is 0, the bookings give 1',
        },
        {
          invariant: 'counters',
          path: 'companies/c9/months/2026-10',
          message: 'newCustomers is 2, the bookings give 0',
        },
        { invariant: 'counters', path: 'users/o1', message: 'ownerCounts.companies is 1, the bookings give 2' },
        { invariant: 'counters', path: 'users/o3', message: 'ownerCounts.favorites is 2, the bookings give 0' },
      ]),
    );
    // Also missing: c2's customers, c1's two months and c2's month (two counters); users/o2 has nothing to count.
    expect(findings.filter((finding) => finding.path === 'users/o2')).toEqual([]);
    expect(findings).toHaveLength(10);
  });
});
