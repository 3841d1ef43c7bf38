/**
 * One definition per figure (docs/metrics.md, decision 0095): what each number the dashboards show counts, over which
 * period, and the arithmetic that turns the counters and month rollups (decision 0085) into it. The functions compute
 * every figure with these functions and the screens caption every figure with `periodLabel`, so the same figure
 * is the same number, with the same words, on every screen.
 */

/** The period a figure covers: all time, the state right now, or the last `months` months (the current one included). */
export type MetricPeriod = { kind: 'allTime' } | { kind: 'now' } | { kind: 'months'; months: number };

export const ALL_TIME: MetricPeriod = { kind: 'allTime' };
export const RIGHT_NOW: MetricPeriod = { kind: 'now' };
export const lastMonths = (months: number): MetricPeriod => ({ kind: 'months', months });
export const THIS_MONTH: MetricPeriod = lastMonths(1);

/** The caption every card and chart shows with its figure. */
export function periodLabel(period: MetricPeriod): string {
  if (period.kind === 'allTime') return 'All time';
  if (period.kind === 'now') return 'Right now';
  return period.months === 1 ? 'This month' : `Last ${period.months} months`;
}

/** A rating is a reputation: every review counts, on every screen (the range of an analytics screen does not apply). */
export const RATING_PERIOD: MetricPeriod = ALL_TIME;

/**
 * The company Overview's cards: bookings and rating all time, revenue this month, customers over the same 6 months
 * as the Analytics screen's default range, so the Overview's customers are the Analytics' customers.
 */
export const companyOverviewPeriods = {
  totalBookings: ALL_TIME,
  monthlyRevenue: THIS_MONTH,
  averageRating: RATING_PERIOD,
  customers: { kind: 'months', months: 6 },
} as const satisfies Record<string, MetricPeriod>;

/**
 * The range of a monthly chart: the overview's 6/12-month selector and the analytics' 6M/1Y buttons both send
 * `months`, and the server really answers that many months (the specification's buttons did nothing).
 */
export const chartMonths = [6, 12] as const;
export type ChartMonths = (typeof chartMonths)[number];

/** What each figure means, in the words the screens' hints and docs/metrics.md use. */
export const metricMeanings = {
  bookings: 'Booking requests made, by the month of the appointment',
  revenue: 'Prices of completed bookings, by the month of the appointment',
  rating: 'Average of every review, out of 5',
  newCustomers: 'Customers whose first booking was made in the period',
  returningCustomers: 'Customers who joined before the period and have an appointment in it or later',
  repeatCustomers: 'Customers with a second booking, of all customers',
  keptBookings: 'Bookings not cancelled, of all bookings made',
  completion: 'Completed, of bookings not cancelled',
  satisfaction: 'Average review of the period as a share of 5 stars',
  responseTime: 'From a request to the first status change',
  activeCompanies: 'Companies with the status Active, of all companies',
} as const;

export const roundMoney = (value: number) => Math.round(value * 100) / 100;

/** `part` as a percentage of `whole`, one decimal; null for an empty whole. */
export function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
}

/** Percent change from `before` to `after`, one decimal; null when there is nothing to compare with. */
export function percentChange(after: number, before: number): number | null {
  return before === 0 ? null : Math.round(((after - before) / before) * 1000) / 10;
}

/** The counts a month rollup (or a sum of them, or a company's all-time totals) holds. */
export interface BookingTotals {
  bookings: number;
  completed: number;
  cancelled: number;
  revenue: number;
  reviews: number;
  ratingSum: number;
}

/** Average review, two decimals; null without reviews. The one rating: companies, services, rankings, exports. */
export function averageRating(rating: { sum: number; count: number }): number | null {
  return rating.count === 0 ? null : Math.round((rating.sum / rating.count) * 100) / 100;
}

/** Revenue: what completed bookings brought in (their price snapshot), by the month of the appointment. */
export const revenueOf = (totals: Pick<BookingTotals, 'revenue'>) => roundMoney(totals.revenue);

/**
 * Bookings kept: bookings not cancelled, percent of bookings made. Served as `bookingConversionRate` (the
 * contract's name); it is not a conversion of requests into confirmations, so the screens call it what it is.
 */
export const keptBookingsRate = (totals: Pick<BookingTotals, 'bookings' | 'cancelled'>) =>
  percentOf(totals.bookings - totals.cancelled, totals.bookings);

/** Completion: completed bookings, percent of the bookings not cancelled (company and platform alike). */
export const completionRate = (totals: Pick<BookingTotals, 'bookings' | 'completed' | 'cancelled'>) =>
  percentOf(totals.completed, totals.bookings - totals.cancelled);

/** Satisfaction: the period's average review as a percentage of 5 stars, one decimal; null without reviews. */
export function satisfactionScore(totals: Pick<BookingTotals, 'reviews' | 'ratingSum'>): number | null {
  const rating = averageRating({ sum: totals.ratingSum, count: totals.reviews });
  return rating === null ? null : Math.round((rating / 5) * 1000) / 10;
}

/** Average revenue of a completed booking; null without completed bookings. */
export const averageBookingValue = (totals: Pick<BookingTotals, 'completed' | 'revenue'>) =>
  totals.completed === 0 ? null : roundMoney(totals.revenue / totals.completed);

/**
 * New and returning customers of a period, from the month counters: `newCustomers` summed over the period's months
 * (records created then) and `lastBookedCustomers` summed over the period's months and every month after it (the
 * customers whose latest appointment is in the period or later: active). A customer's latest appointment is never
 * before his first booking, so the active ones minus the new ones are those who joined earlier: returning.
 */
export function customersOfPeriod(counts: { newCustomers: number; activeCustomers: number }) {
  return {
    newCustomers: counts.newCustomers,
    returningCustomers: Math.max(0, counts.activeCustomers - counts.newCustomers),
    activeCustomers: counts.activeCustomers,
  };
}

/** Retention of a period: returning customers, percent of the customers active in it. */
export const retentionRate = (customers: ReturnType<typeof customersOfPeriod>) =>
  percentOf(customers.returningCustomers, customers.activeCustomers);

/** Repeat customers: customer records (an owner at one company) with two bookings or more, percent of all. */
export const repeatCustomerRate = (counts: { repeatCustomers: number; customers: number }) =>
  percentOf(counts.repeatCustomers, counts.customers);

/** Active companies: companies whose status is Active (the Companies screen's "Active"), percent of all companies. */
export const activeCompanyShare = (counts: { activeCompanies: number; companies: number }) =>
  percentOf(counts.activeCompanies, counts.companies);
