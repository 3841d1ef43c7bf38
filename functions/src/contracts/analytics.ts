import type { MetricPeriod } from './metrics';

/**
 * GET /api/analytics/*: docs/product.md#analytics, computed from the monthly rollups and aggregation queries over the
 * range of `monthsRangeQuerySchema` of company-dashboard.ts (6 or 12 months ending with the current month). Growth compares the range
 * with the range just before it; a percentage is null when its base is 0 (nothing to compare with). Every figure
 * follows its definition in contracts/metrics.ts; `period` is the range (the rating is all time, RATING_PERIOD).
 */
export interface MonthlyTrend {
  month: string;
  revenue: number;
  bookings: number;
}

export interface PopularService {
  id: string;
  name: string;
  bookings: number;
  revenue: number;
}

export interface AnalyticsOverview {
  months: number;
  period: MetricPeriod;
  totalRevenue: number;
  revenueGrowth: number | null;
  totalBookings: number;
  bookingGrowth: number | null;
  /** Every review of the company, all time (the Overview's rating). */
  averageRating: number | null;
  totalReviews: number;
  newCustomers: number;
  returningCustomers: number;
  monthlyTrends: MonthlyTrend[];
  popularServices: PopularService[];
}

export interface RevenueAnalytics {
  months: number;
  period: MetricPeriod;
  /** Revenue of the current month. */
  monthlyRevenue: number;
  /** Revenue of the last 12 months, whatever the range. */
  yearlyRevenue: number;
  revenueGrowth: number | null;
  /** Revenue of the range. */
  totalRevenue: number;
  totalBookings: number;
  monthlyTrends: MonthlyTrend[];
}

export interface CustomerAnalytics {
  months: number;
  period: MetricPeriod;
  totalCustomers: number;
  newCustomers: number;
  returningCustomers: number;
  /** Returning customers as a share of the customers active in the range, percent. */
  retentionRate: number | null;
}

export type BookingTrend = 'up' | 'down' | 'stable';

export interface ServiceAnalytics {
  id: string;
  name: string;
  category: string;
  totalBookings: number;
  totalRevenue: number;
  averageRating: number | null;
  bookingTrend: BookingTrend;
  bookingTrendPercentage: number | null;
}

export interface PerformanceAnalytics {
  months: number;
  period: MetricPeriod;
  /** Bookings kept: bookings of the range not cancelled, percent of the bookings of the range (not a conversion). */
  bookingConversionRate: number | null;
  /** Average review of the range as a percentage of 5 stars. */
  customerSatisfactionScore: number | null;
  /** Hours from a booking request to the company's first status change, averaged over the range. */
  averageResponseTime: number | null;
  /** Completed bookings, percent of the bookings of the range that were not cancelled. */
  serviceCompletionRate: number | null;
}

/** docs/product.md#analytics: the empty displays. */
export const analyticsEmptyMessages = {
  revenue: 'No revenue data available',
  services: 'No services data available',
  serviceAnalytics: 'No service analytics available',
} as const;
