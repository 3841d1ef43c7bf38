import * as logger from 'firebase-functions/logger';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createApp } from './app';
import { systemClock } from './core/clock';
import { sendBookingReminders } from './modules/bookings';
import { expireSubscriptions } from './modules/subscriptions/expire-subscriptions';
import { sendTrialEndingNotices } from './modules/subscriptions';

export { userDirectoryOnCreate, userDirectoryOnDelete } from './modules/users/user-directory-triggers';

export const api = onRequest({ cors: false, memory: '512MiB', timeoutSeconds: 60 }, createApp());

/** Trials and lapsed subscriptions become expired (the emulator does not trigger schedules: tests call the job). */
export const expireSubscriptionsJob = onSchedule({ schedule: 'every 60 minutes', timeZone: 'UTC' }, async () => {
  const expired = await expireSubscriptions(systemClock);
  logger.info('expireSubscriptions', { expired });
});

/** Owners hear of each confirmed booking about a day before (docs/decisions/0097-reminders-and-jobs.md). */
export const bookingRemindersJob = onSchedule({ schedule: 'every 60 minutes', timeZone: 'UTC' }, async () => {
  const reminded = await sendBookingReminders(systemClock);
  logger.info('sendBookingReminders', { reminded });
});

/** Companies hear 3 days before their trial ends (docs/decisions/0098-subscription-notices.md). */
export const trialEndingNoticesJob = onSchedule({ schedule: 'every 60 minutes', timeZone: 'UTC' }, async () => {
  const told = await sendTrialEndingNotices(systemClock);
  logger.info('sendTrialEndingNotices', { told });
});
