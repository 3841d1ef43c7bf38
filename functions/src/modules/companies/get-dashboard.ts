import {
  RECENT_BOOKINGS,
  type ChartMonths,
  type DashboardData,
  type DashboardStats,
} from '../../contracts/company-dashboard';
import type { Clock } from '../../core/clock';
import { notFound } from '../../core/errors';
import { monthKey } from '../../core/time-zones';
import { recentMonths, roundMoney } from '../analytics';
import { rollupsRepository } from '../../data/rollups';
import { bookingsRepository } from '../../data/bookings';
import { countersRepository } from '../../data/counters';
import { ratingAverage } from '../../data/service-listing';
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
    monthlyEarnings: rollups.map(({ month, revenue }) => ({ month, earnings: roundMoney(revenue) })),
    recentBookings: recent.map((booking) => ({
      id: booking.id,
      petOwnerName: booking.ownerName,
      status: booking.status,
      serviceName: booking.serviceName,
      petName: booking.petName,
      date: booking.date,
      time: booking.time,
      amount: booking.totalAmount,
      createdAt: booking.createdAt.toISOString(),
    })),
  };
}

/**
 * The overview's cards: the bookings and returning customers (two bookings or more) from the company's counters,
 * this month's revenue and new customers (first booking made this month) from its rollup, the rating aggregate.
 */
export async function getDashboardStats(companyId: string, clock: Clock): Promise<DashboardStats> {
  const company = await companyOrThrow(companyId);
  const month = monthKey(clock.now(), company.timezone);
  const [counts, [current]] = await Promise.all([
    countersRepository.company(companyId),
    rollupsRepository.companyMonths(companyId, [month]),
  ]);
  return {
    totalBookings: counts.bookings,
    monthlyRevenue: roundMoney(current.revenue),
    averageRating: company.rating.count > 0 ? ratingAverage(company.rating) : 0,
    newCustomers: current.newCustomers,
    returningCustomers: counts.returningCustomers,
    totalReviews: company.rating.count,
  };
}
