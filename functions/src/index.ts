import * as logger from 'firebase-functions/logger';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createApp } from './app';
import { systemClock, type Clock } from './core/clock';
import { sendBookingReminders } from './modules/bookings';
import { sendWeeklySummaries } from './modules/companies';
import { recordJobRun } from './modules/platform';
import { expireSubscriptions } from './modules/subscriptions/expire-subscriptions';
import { sendTrialEndingNotices } from './modules/subscriptions';

export { userDirectoryOnCreate, userDirectoryOnDelete } from './modules/users/user-directory-triggers';

export const api = onRequest({ cors: false, memory: '512MiB', timeoutSeconds: 60 }, createApp());

/**
 * Every scheduled job: hourly, its last run recorded in jobRuns/{name} for the superadmin's alerts
 * (docs/decisions/0099-weekly-summary-and-critical-alerts.md). The emulator does not trigger schedules: tests call the
 * use cases.
 */
const hourlyJob = (name: string, run: (clock: Clock) => Promise<number>) =>
  onSchedule({ schedule: 'every 60 minutes', timeZone: 'UTC' }, async () => {
    const done = await recordJobRun(name, systemClock, () => run(systemClock));
    logger.info(name, { done });
  });

/** Trials and lapsed subscriptions become expired. */
export const expireSubscriptionsJob = hourlyJob('expireSubscriptions', expireSubscriptions);

/** Owners hear of each confirmed booking about a day before (docs/decisions/0097-reminders-and-jobs.md). */
export const bookingRemindersJob = hourlyJob('sendBookingReminders', sendBookingReminders);

/** Companies get their weekly summary on Monday at 08:00 on their own clock. */
export const weeklySummariesJob = hourlyJob('sendWeeklySummaries', sendWeeklySummaries);

/** Companies hear 3 days before their trial ends (docs/decisions/0098-subscription-notices.md). */
export const trialEndingNoticesJob = hourlyJob('sendTrialEndingNotices', sendTrialEndingNotices);
