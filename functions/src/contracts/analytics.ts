import { z } from 'zod';
import { metricPeriodSchema } from './company-dashboard';

/**
 * GET /api/analytics/*: docs/product.md#analytics, computed from the monthly rollups and aggregation queries over the
 * range of `monthsRangeQuerySchema` of company-dashboard.ts (6 or 12 months ending with the current month). Growth compares the range
 * with the range just before it; a percentage is null when its base is 0 (nothing to compare with). Every figure
 * follows its definition in contracts/metrics.ts; `period` is the range (the rating is all time, RATING_PERIOD).
 */
export const monthlyTrendSchema = z.object({ month: z.string(), revenue: z.number(), bookings: z.number() });
export type MonthlyTrend = z.infer<typeof monthlyTrendSchema>;

export const popularServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  bookings: z.number(),
  revenue: z.number(),
});
export type PopularService = z.infer<typeof popularServiceSchema>;

/** What every ranged answer starts with: the range asked for, and the period its figures cover. */
const rangedFiguresSchema = z.object({ months: z.number(), period: metricPeriodSchema });

export const analyticsOverviewSchema = rangedFiguresSchema.extend({
  totalRevenue: z.number(),
  revenueGrowth: z.number().nullable(),
  totalBookings: z.number(),
  bookingGrowth: z.number().nullable(),
  /** Every review of the company, all time (the Overview's rating). */
  averageRating: z.number().nullable(),
  totalReviews: z.number(),
  newCustomers: z.number(),
  returningCustomers: z.number(),
  monthlyTrends: z.array(monthlyTrendSchema),
  popularServices: z.array(popularServiceSchema),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;

export const revenueAnalyticsSchema = rangedFiguresSchema.extend({
  /** Revenue of the current month. */
  monthlyRevenue: z.number(),
  /** Revenue of the last 12 months, whatever the range. */
  yearlyRevenue: z.number(),
  revenueGrowth: z.number().nullable(),
  /** Revenue of the range. */
  totalRevenue: z.number(),
  totalBookings: z.number(),
  monthlyTrends: z.array(monthlyTrendSchema),
});
export type RevenueAnalytics = z.infer<typeof revenueAnalyticsSchema>;

export const customerAnalyticsSchema = rangedFiguresSchema.extend({
  totalCustomers: z.number(),
  newCustomers: z.number(),
  returningCustomers: z.number(),
  /** Returning customers as a share of the customers active in the range, percent. */
  retentionRate: z.number().nullable(),
});
export type CustomerAnalytics = z.infer<typeof customerAnalyticsSchema>;

export const bookingTrends = ['up', 'down', 'stable'] as const;
export type BookingTrend = (typeof bookingTrends)[number];

export const serviceAnalyticsSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  totalBookings: z.number(),
  totalRevenue: z.number(),
  averageRating: z.number().nullable(),
  bookingTrend: z.enum(bookingTrends),
  bookingTrendPercentage: z.number().nullable(),
});
export type ServiceAnalytics = z.infer<typeof serviceAnalyticsSchema>;

export const performanceAnalyticsSchema = rangedFiguresSchema.extend({
  /** Bookings kept: bookings of the range not cancelled, percent of the bookings of the range (not a conversion). */
  bookingConversionRate: z.number().nullable(),
  /** Average review of the range as a percentage of 5 stars. */
  customerSatisfactionScore: z.number().nullable(),
  /** Hours from a booking request to the company's first status change, averaged over the range. */
  averageResponseTime: z.number().nullable(),
  /** Completed bookings, percent of the bookings of the range that were not cancelled. */
  serviceCompletionRate: z.number().nullable(),
});
export type PerformanceAnalytics = z.infer<typeof performanceAnalyticsSchema>;

/** docs/product.md#analytics: the empty displays. */
export const analyticsEmptyMessages = {
  revenue: 'No revenue data available',
  services: 'No services data available',
  serviceAnalytics: 'No service analytics available',
} as const;
