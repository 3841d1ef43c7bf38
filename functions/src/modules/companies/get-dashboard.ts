import { RECENT_BOOKINGS, type DashboardData, type DashboardStats } from '../../contracts/company-dashboard';
import type { Clock } from '../../core/clock';
import { notFound } from '../../core/errors';
import { averageRating, companyOverviewPeriods, revenueOf, type ChartMonths } from '../../contracts/metrics';
import { customersOfMonths, recentMonths } from '../analytics';
import { rollupsRepository } from '../../data/rollups';
import { bookingsRepository, placeTermsOf } from '../../data/bookings';
import { countersRepository } from '../../data/counters';
import { companiesRepository } from '../../data/companies';

async function companyOrThrow(companyId: string) {
  const company = await companiesRepository.get(companyId);
  if (!company) throw notFound('Company not found');
  return company;
}

/** Earnings of the last 6 or 12 months from the month rollups, and the 5 latest booking requests. */
export async function getDashboardData(companyId: string, months: ChartMonths, clock: Clock): Promise<DashboardData> {
  const company = await companyOrThrow(companyId);
  const [rollups, recent] = await Promise.all([
    rollupsRepository.companyMonths(companyId, recentMonths(clock.now(), company.timezone, months)),
    bookingsRepository.recentForCompany(companyId, RECENT_BOOKINGS),
  ]);
  return {
    monthlyEarnings: rollups.map((rollup) => ({ month: rollup.month, earnings: revenueOf(rollup) })),
    recentBookings: recent.map((booking) => ({
      id: booking.id,
      petOwnerName: booking.ownerName,
      status: booking.status,
      serviceName: booking.serviceName,
      petName: booking.petName,
      date: booking.date,
      time: booking.time,
      ...placeTermsOf(booking),
      amount: booking.totalAmount,
      createdAt: booking.createdAt.toISOString(),
      timeZone: booking.timeZone,
    })),
  };
}

/**
 * The overview's cards, each over its period of `companyOverviewPeriods` (docs/metrics.md): all-time bookings from
 * the company's counters, this month's revenue from its rollup, the all-time rating, and the new and returning
 * customers of the last 6 months from the month counters, the same figures as the Analytics screen's.
 */
export async function getDashboardStats(companyId: string, clock: Clock): Promise<DashboardStats> {
  const company = await companyOrThrow(companyId);
  const periods = companyOverviewPeriods;
  const [counts, months] = await Promise.all([
    countersRepository.company(companyId),
    rollupsRepository.companyMonths(companyId, recentMonths(clock.now(), company.timezone, periods.customers.months)),
  ]);
  const customers = await customersOfMonths(companyId, months);
  return {
    periods,
    totalBookings: counts.bookings,
    monthlyRevenue: revenueOf(months.at(-1)!),
    averageRating: averageRating(company.rating) ?? 0,
    newCustomers: customers.newCustomers,
    returningCustomers: customers.returningCustomers,
    totalReviews: company.rating.count,
  };
}
