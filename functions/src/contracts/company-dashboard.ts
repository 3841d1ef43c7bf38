import { z } from 'zod';
import { bookingStatuses } from './booking-vocabulary';
import { bookingModes } from './service-vocabulary';
import { chartMonths, type ChartMonths, type companyOverviewPeriods, type MetricPeriod } from './metrics';

export const monthsRangeQuerySchema = z.strictObject({
  months: z.coerce
    .number()
    .refine((value) => (chartMonths as readonly number[]).includes(value), 'Months must be 6 or 12')
    .default(6)
    .transform((value) => value as ChartMonths),
});
export type MonthsRangeQuery = z.input<typeof monthsRangeQuerySchema>;

export const RECENT_BOOKINGS = 5;

export const monthlyEarningSchema = z.object({
  /** YYYY-MM in the company's time zone. */
  month: z.string(),
  /** Revenue of the bookings completed that month, USD. */
  earnings: z.number(),
});
export type MonthlyEarning = z.infer<typeof monthlyEarningSchema>;

export const recentBookingSchema = z.object({
  id: z.string(),
  petOwnerName: z.string(),
  status: z.enum(bookingStatuses),
  serviceName: z.string(),
  petName: z.string(),
  date: z.string(),
  time: z.string(),
  /** appointment, stay or day; a stay's check-out date and nights (null otherwise), as the bookings carry them. */
  bookingMode: z.enum(bookingModes),
  endDate: z.string().nullable(),
  nights: z.number().int().nullable(),
  amount: z.number(),
  /** When the owner made the booking (ISO): the list is newest first by this. */
  createdAt: z.iso.datetime(),
  /** The company's IANA time zone, as the booking carries it: its date and time, and when it was made, read in it. */
  timeZone: z.string(),
});
export type RecentBooking = z.infer<typeof recentBookingSchema>;

/** GET /api/companies/dashboard-data. */
export const dashboardDataSchema = z.object({
  monthlyEarnings: z.array(monthlyEarningSchema),
  recentBookings: z.array(recentBookingSchema),
});
export type DashboardData = z.infer<typeof dashboardDataSchema>;

/** A figure's period (metrics.ts `MetricPeriod`) as the answers carry it. */
export const metricPeriodSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('allTime') }),
  z.object({ kind: z.literal('now') }),
  z.object({ kind: z.literal('months'), months: z.number().int() }),
]) satisfies z.ZodType<MetricPeriod>;

/** GET /api/companies/stats: the overview's four cards, each defined in metrics.ts over its period of `periods`. */
export const dashboardStatsSchema = z.object({
  periods: z.object({
    totalBookings: metricPeriodSchema,
    monthlyRevenue: metricPeriodSchema,
    averageRating: metricPeriodSchema,
    customers: metricPeriodSchema,
  } satisfies Record<keyof typeof companyOverviewPeriods, typeof metricPeriodSchema>),
  /** Every booking made, all time. */
  totalBookings: z.number(),
  /** Revenue of the bookings completed in the current month. */
  monthlyRevenue: z.number(),
  /** Average of all reviews; 0 with none (the screen says "No reviews yet" from `totalReviews`). */
  averageRating: z.number(),
  /** Customers whose first booking was made in `periods.customers` (the last 6 months). */
  newCustomers: z.number(),
  /** Customers who joined before `periods.customers` and have an appointment in it or later. */
  returningCustomers: z.number(),
  totalReviews: z.number(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
