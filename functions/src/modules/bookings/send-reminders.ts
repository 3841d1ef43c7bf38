import type { Clock } from '../../core/clock';
import { db } from '../../core/firebase';
import { JobItems } from '../../core/job-items';
import { bookingsRepository, type StoredBooking } from '../../data/bookings';
import { notificationsRepository } from '../../data/notifications';
import { takesEmail, textsTo, usersRepository } from '../../data/users';
import { defaultUserSettings } from '../../contracts/owners';
import { reminderId, tellReminder } from './booking-notifier';
import { DAY_MS } from '../../contracts/durations';

/** Reminders go out this long before a start (docs/decisions/0097-reminders-and-jobs.md). */
export const REMINDER_LEAD_MS = DAY_MS;
const PAGE = 300;

/**
 * The hourly job: every confirmed booking that starts within the next 24 hours and has not been reminded of that
 * start gets one reminder, in the app and by email as the owner's settings say. Each booking is checked again in
 * its own transaction (still confirmed, still at that start, not reminded), which also marks it, so a run that
 * repeats, overlaps another or comes late tells nobody twice, and a booking cancelled or moved since is not told of
 * its old time. A booking moved away and back to a start it was reminded of is only marked. A run that finds more
 * than a page goes on to the next; one booking that fails does not stop the others (JobItems).
 */
export async function sendBookingReminders(clock: Clock): Promise<number> {
  const now = clock.now();
  const until = new Date(now.getTime() + REMINDER_LEAD_MS);
  const items = new JobItems('sendBookingReminders');
  let sent = 0;
  for (let after: StoredBooking | undefined; ;) {
    const due = await bookingsRepository.confirmedStartingBetween(now, until, PAGE, after);
    for (const candidate of due) {
      if (candidate.remindedFor?.getTime() === candidate.startAt.getTime()) continue;
      const told = await items.run(candidate.id, () =>
        db().runTransaction(async (tx) => {
          const booking = await bookingsRepository.getInTransaction(tx, candidate.id);
          const owner = usersRepository.fromSnapshot(await tx.get(usersRepository.ref(candidate.ownerId)));
          const remindedBefore = await notificationsRepository.existsInTransaction(
            tx,
            candidate.ownerId,
            reminderId(candidate),
          );
          if (
            !booking ||
            booking.status !== 'confirmed' ||
            booking.startAt.getTime() !== candidate.startAt.getTime() ||
            booking.remindedFor?.getTime() === booking.startAt.getTime()
          )
            return false;
          bookingsRepository.updateInTransaction(tx, booking.id, { remindedFor: booking.startAt });
          if (remindedBefore) return false;
          if (!(owner?.settings?.bookingReminders ?? defaultUserSettings.bookingReminders)) return false;
          await tellReminder(
            tx,
            booking,
            { address: booking.ownerEmail, takesEmail: takesEmail(owner), textTo: textsTo(owner) },
            now,
          );
          return true;
        }),
      );
      if (told) sent += 1;
    }
    if (due.length < PAGE) return items.finish(sent);
    after = due[due.length - 1];
  }
}
