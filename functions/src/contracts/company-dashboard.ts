import { z } from 'zod';
import type { BookingStatus } from './booking-vocabulary';
import { companyOverviewPeriods } from './metrics';

/**
 * The range of a monthly chart: the overview's 6/12-month selector and the analytics' 6M/1Y buttons both send
 * `months`, and the server really answers that many months (the specification's buttons did nothing).
 */
export const chartMonths = [6, 12] as const;
export type ChartMonths = (typeof chartMonths)[number];
export const monthsRangeQuerySchema = z.strictObject({
  months: z.coerce
    .number()
    .refine((value) => (chartMonths as readonly number[]).includes(value), 'Months must be 6 or 12')
    .default(6)
    .transform((value) => value as ChartMonths),
});
export type MonthsRangeQuery = z.input<typeof monthsRangeQuerySchema>;

export const RECENT_BOOKINGS = 5;

export interface MonthlyEarning {
  /** YYYY-MM in the company's time zone. */
  month: string;
  /** Revenue of the bookings completed that month, USD. */
  earnings: number;
}

export interface RecentBooking {
  id: string;
  petOwnerName: string;
  status: BookingStatus;
  serviceName: string;
  petName: string;
  date: string;
  time: string;
  amount: number;
  /** When the owner made the booking (ISO): the list is newest first by this. */
  createdAt: string;
}

/** GET /api/companies/dashboard-data. */
export interface DashboardData {
  monthlyEarnings: MonthlyEarning[];
  recentBookings: RecentBooking[];
}

/** GET /api/companies/stats: the overview's four cards, each defined in metrics.ts over its period of `periods`. */
export interface DashboardStats {
  periods: typeof companyOverviewPeriods;
  /** Every booking made, all time. */
  totalBookings: number;
  /** Revenue of the bookings completed in the current month. */
  monthlyRevenue: number;
  /** Average of all reviews; 0 with none (the screen says "No reviews yet" from `totalReviews`). */
  averageRating: number;
  /** Customers whose first booking was made in `periods.customers` (the last 6 months). */
  newCustomers: number;
  /** Customers who joined before `periods.customers` and have an appointment in it or later. */
  returningCustomers: number;
  totalReviews: number;
}

/** docs/product.md#messages-and-timings: on failure the overview silently shows these. */
export const emptyDashboardData: DashboardData = { monthlyEarnings: [], recentBookings: [] };
export const emptyDashboardStats: DashboardStats = {
  periods: companyOverviewPeriods,
  totalBookings: 0,
  monthlyRevenue: 0,
  averageRating: 0,
  newCustomers: 0,
  returningCustomers: 0,
  totalReviews: 0,
};
