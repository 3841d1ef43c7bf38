import { fromZonedTime } from 'date-fns-tz';
import { activeBookingStatuses } from '../../contracts/booking-vocabulary';
import type { PlatformSettings } from '../../contracts/platform-settings';
import type { Clock } from '../../core/clock';
import { db } from '../../core/firebase';
import { JobItems } from '../../core/job-items';
import { bookingsRepository } from '../../data/bookings';
import { companiesRepository, type CompanyDoc } from '../../data/companies';
import { notificationsRepository } from '../../data/notifications';
import { platformSettingsRepository } from '../../data/platform-settings';
import { rollupsRepository, weekKey } from '../../data/rollups';
import { localWeekOf, nextSummaryDue } from '../../data/summary-schedule';
import { takesEmail, usersRepository } from '../../data/users';
import { queueMail } from '../mail';
import { weeklySummaryItem, weeklySummaryMail, type WeeklySummary } from './weekly-summary-mail';
import { DAY_MS } from '../../contracts/durations';

const PAGE = 200;
/** The most appointments one summary reads: a bounded query, whatever the company's size. */
const APPOINTMENTS_READ = 100;

type DueCompany = CompanyDoc & { id: string; nextSummaryAt: Date };

/**
 * The hourly job (docs/decisions/0099-weekly-summary-and-critical-alerts.md): every company whose `nextSummaryAt`
 * (Monday 08:00 on its clock) has come gets this week's summary, in the app and by email as its settings and the
 * platform's `weeklyReports` switch say. Only due companies are read. Each is checked again in its own transaction,
 * which moves `nextSummaryAt` to the next Monday and records the week, so a run that repeats, overlaps another or
 * comes late writes one summary per company per week; one company that fails does not stop the others (JobItems).
 * Answers how many summaries were written.
 */
export async function sendWeeklySummaries(clock: Clock): Promise<number> {
  const now = clock.now();
  const platform = (await platformSettingsRepository.get()).notifications;
  // `weeklyReports` decides whether there is a summary; `emailEnabled` only whether it also goes by mail (queueMail).
  const enabled = platform.weeklyReports;
  const items = new JobItems('sendWeeklySummaries');
  let sent = 0;
  for (let after: DueCompany | undefined; ;) {
    const due = (await companiesRepository.summariesDue(now, PAGE, after)) as DueCompany[];
    for (const company of due) {
      const told = await items.run(company.id, async () =>
        tellSummary(company.id, enabled ? await summarize(company, now) : undefined, platform, now),
      );
      if (told) sent += 1;
    }
    if (due.length < PAGE) return items.finish(sent);
    after = due[due.length - 1];
  }
}

/** Last week's figures from the weekly rollup (one read) and this week's open appointments (one bounded query). */
async function summarize(company: DueCompany, now: Date): Promise<WeeklySummary> {
  const { monday, nextMonday } = localWeekOf(now, company.timezone);
  const lastMonday = new Date(Date.parse(`${monday}T12:00:00Z`) - 7 * DAY_MS);
  const [totals, upcoming] = await Promise.all([
    rollupsRepository.companyWeek(company.id, weekKey(lastMonday.toISOString().slice(0, 10))),
    bookingsRepository.startingFrom(
      { companyId: company.id },
      fromZonedTime(`${monday}T00:00:00`, company.timezone),
      APPOINTMENTS_READ,
    ),
  ]);
  const weekEnd = fromZonedTime(`${nextMonday}T00:00:00`, company.timezone);
  return {
    companyName: company.name,
    timeZone: company.timezone,
    week: weekKey(monday),
    lastWeek: { from: lastMonday, to: new Date(lastMonday.getTime() + 6 * DAY_MS), totals },
    appointments: upcoming.filter(
      (booking) => booking.startAt < weekEnd && activeBookingStatuses.includes(booking.status),
    ),
    more: upcoming.length === APPOINTMENTS_READ && upcoming[upcoming.length - 1].startAt < weekEnd,
  };
}

/**
 * One company's transaction: still due and not told this week, then the in-app item and the mail (ids from the
 * company and the ISO week), and the next Monday. Without a summary (the platform switched them off) it only moves on.
 */
async function tellSummary(
  companyId: string,
  summary: WeeklySummary | undefined,
  platform: PlatformSettings['notifications'],
  now: Date,
): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const company = await companiesRepository.getInTransaction(tx, companyId);
    if (!company?.nextSummaryAt || company.nextSummaryAt > now) return false;
    const owner = usersRepository.fromSnapshot(await tx.get(usersRepository.ref(companyId)));
    const next = { nextSummaryAt: nextSummaryDue(now, company.timezone) };
    if (!summary || company.summaryWeek === summary.week) {
      companiesRepository.updateInTransaction(tx, companyId, next);
      return false;
    }
    companiesRepository.updateInTransaction(tx, companyId, { ...next, summaryWeek: summary.week });
    notificationsRepository.addInTransaction(
      tx,
      companyId,
      `weekly-summary-${summary.week}`,
      { kind: 'weekly_summary', ...weeklySummaryItem(summary), link: '/company/dashboard' },
      now,
    );
    await queueMail(
      tx,
      `weekly-summary-${companyId}-${summary.week}`,
      { address: company.email, takesEmail: takesEmail(owner) },
      weeklySummaryMail(summary),
      { topic: { kind: 'weekly_summary', companyId }, switch: 'weeklyReports', platform },
      now,
    );
    return true;
  });
}
