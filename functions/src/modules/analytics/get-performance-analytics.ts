import type { PerformanceAnalytics } from '../../contracts/analytics';
import type { ChartMonths } from '../../contracts/company-dashboard';
import type { Clock } from '../../core/clock';
import { ratingOfMonths } from './analytics-figures';
import { readAnalyticsWindow, sumMonths } from './analytics-window';
import { percentOf } from './month-range';

/**
 * Over the range: conversion = bookings not cancelled / bookings; satisfaction = average review / 5; response
 * time = hours from request to the company's first status change, averaged; completion = completed / bookings
 * not cancelled. Each is null when its base is empty.
 */
export async function getPerformanceAnalytics(
  companyId: string,
  months: ChartMonths,
  clock: Clock,
): Promise<PerformanceAnalytics> {
  const { current } = await readAnalyticsWindow(companyId, months, clock);
  const totals = sumMonths(current);
  const kept = totals.bookings - totals.cancelled;
  const rating = ratingOfMonths(totals);
  return {
    months,
    bookingConversionRate: percentOf(kept, totals.bookings),
    customerSatisfactionScore: rating === null ? null : Math.round((rating / 5) * 1000) / 10,
    averageResponseTime:
      totals.responses === 0 ? null : Math.round((totals.responseHours / totals.responses) * 10) / 10,
    serviceCompletionRate: percentOf(totals.completed, kept),
  };
}
