import { formatCurrency, formatDate, timeZoneLabel } from '../../contracts/format';
import { averageRating, revenueOf, type BookingTotals } from '../../contracts/metrics';
import { whenInZone } from '../bookings';
import type { MailContent } from '../mail';

/** How many of the week's appointments the summary names; the rest are counted. */
export const SUMMARY_APPOINTMENTS_SHOWN = 5;
const COMPANY_DASHBOARD = '/company/dashboard';

/** What one company's Monday summary tells (docs/decisions/0099-weekly-summary-and-critical-alerts.md). */
export interface WeeklySummary {
  companyName: string;
  timeZone: string;
  /** The ISO week the summary opens (`2026-W49`), and last week's first and last company-local days. */
  week: string;
  lastWeek: { from: Date; to: Date; totals: BookingTotals };
  /** This week's open appointments, soonest first; `more` when the bounded read stopped before the week's end. */
  appointments: ReadonlyArray<{ startAt: Date; time: string; serviceName: string; petName: string; ownerName: string }>;
  more: boolean;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** Last week's figures, as the dashboards define them (contracts/metrics.ts, docs/metrics.md). */
function lastWeekFacts(summary: WeeklySummary): Array<readonly [string, string]> {
  const { totals } = summary.lastWeek;
  const rating = averageRating({ sum: totals.ratingSum, count: totals.reviews });
  return [
    ['Bookings', String(totals.bookings)],
    ['Revenue', formatCurrency(revenueOf(totals))],
    ['Reviews', rating === null ? '0' : `${totals.reviews} (average ${rating} of 5)`],
    ['This week', appointmentCount(summary)],
  ];
}

const appointmentCount = (summary: WeeklySummary) =>
  `${summary.more ? `${summary.appointments.length}+` : summary.appointments.length} ${
    summary.appointments.length === 1 && !summary.more ? 'appointment' : 'appointments'
  }`;

/** The in-app item's title and body: the same figures, shorter. */
export function weeklySummaryItem(summary: WeeklySummary): { title: string; body: string } {
  const { totals } = summary.lastWeek;
  return {
    title: `Your weekly summary: ${appointmentCount(summary)} this week`,
    body: `Last week: ${plural(totals.bookings, 'booking')}, ${formatCurrency(revenueOf(totals))} revenue, ${plural(totals.reviews, 'review')}.`,
  };
}

/** To the company, Monday morning on its own clock: last week's figures and this week's appointments. */
export function weeklySummaryMail(summary: WeeklySummary): MailContent {
  const { from, to } = summary.lastWeek;
  const shown = summary.appointments.slice(0, SUMMARY_APPOINTMENTS_SHOWN);
  const left = summary.appointments.length - shown.length;
  return {
    subject: `Your week at ${summary.companyName}: ${appointmentCount(summary)} ahead`,
    heading: 'Your weekly summary',
    greeting: `Hello ${summary.companyName},`,
    paragraphs: [
      `Here is last week (${formatDate(from, 'UTC')} to ${formatDate(to, 'UTC')}) and the week ahead. Times are in ${timeZoneLabel(summary.timeZone)}.`,
      ...shown.map(
        (appointment) =>
          `${whenInZone({ ...appointment, timeZone: summary.timeZone })}: ${appointment.serviceName} for ${appointment.petName} (${appointment.ownerName})`,
      ),
      ...(left > 0 || summary.more ? [`And ${summary.more ? 'more' : left} in your dashboard.`] : []),
    ],
    facts: lastWeekFacts(summary),
    action: { label: 'Open your dashboard', path: COMPANY_DASHBOARD },
    reason: `${summary.companyName} takes bookings on Petnest, which sends a summary every Monday`,
    hasSettings: true,
  };
}
