import type { Transaction } from 'firebase-admin/firestore';
import { bookingStatusLabels, type BookingStatus } from '../../contracts/booking-vocabulary';
import type { PlatformSettings } from '../../contracts/platform-settings';
import { companiesRepository } from '../../data/companies';
import type { NewNotification } from '../../data/notifications';
import { usersRepository } from '../../data/users';
import { queueMail, type MailContent, type MailRecipient } from '../mail';
import { tellEvent, type EventRecipient, type ToldEvent } from '../notifications';
import {
  assignedMail,
  companyLink,
  ownerCancelledMail,
  ownerLink,
  reminderMail,
  rescheduledMail,
  requestedMail,
  reviewMail,
  statusMail,
  when,
  type CancelCause,
  type FormerStart,
  type ToldBooking,
} from './booking-mails';

/**
 * The one place that tells a booking event, on both channels in the event's transaction: the in-app item
 * (docs/decisions/0089-in-app-notifications.md) and the email (docs/decisions/0092-booking-emails.md), so the two
 * cannot disagree. Every id is derived from the event: the booking and the index of the status-history entry the
 * change adds (`booking-{id}-{n}`), the mail's suffixed with its recipient (`-owner`, `-company`,
 * `-employee-{id}`); a retried request replays the same ids and `create` refuses a second write.
 */
const eventId = (booking: ToldBooking) => `booking-${booking.id}-${booking.statusHistory.length - 1}`;

/** What a booking's mail is about (`mail/{id}.topic`). */
const bookingTopic = (kind: string, booking: ToldBooking) => ({
  kind,
  bookingId: booking.id,
  companyId: booking.companyId,
});

/**
 * An event, and a copy by email to each team member who takes part of it: a team member has no account or settings
 * of his own, so the company's email choice (`takesEmail`) covers him, and his mail's id is the event's with his.
 */
async function tellWithTeam(
  tx: Transaction,
  event: ToldEvent,
  team: readonly { member: TeamRecipient; takesEmail: boolean; content: MailContent }[],
  now: Date,
): Promise<void> {
  await tellEvent(tx, event, now);
  for (const { member, takesEmail, content } of team)
    await queueMail(
      tx,
      `${event.id}-employee-${member.employeeId}`,
      { address: member.email, takesEmail },
      content,
      event.mail.about,
      now,
    );
}

/** The owner always hears of these; of the others when the company ticks notify (docs/product.md#notifications). */
const toldAlways: readonly BookingStatus[] = ['confirmed', 'cancelled', 'completed'];

/** Whether a status the company sets reaches the owner, in the app and by email alike. */
export const ownerHearsOf = (status: BookingStatus, notifyTicked: boolean) =>
  notifyTicked || toldAlways.includes(status);

/** A team member who takes an appointment and has an email address (docs/product.md#employees). */
export interface TeamRecipient {
  employeeId: string;
  name: string;
  email: string;
}

/** The words of the company's item of an owner's event, for one booking and for a series. */
const ownerEventWords = {
  booking_requested: { single: 'New booking request', series: 'New series request', verb: 'booked' },
  booking_cancelled: { single: 'Booking cancelled', series: 'Series cancelled', verb: 'cancelled' },
} satisfies Partial<Record<NewNotification['kind'], { single: string; series: string; verb: string }>>;

/**
 * An owner's event over one booking, or a repeat series told as one (its first booking's), to the company: the item
 * ("New booking request: Full Groom", "New series request: Full Groom x4") and the mail. `platform`: the switches the
 * event's transaction read, when it read them.
 */
function ownerEventToCompany(
  bookings: readonly ToldBooking[],
  kind: keyof typeof ownerEventWords,
  mail: { recipient: MailRecipient; content: MailContent; platform?: PlatformSettings['notifications'] },
): ToldEvent {
  const [first] = bookings;
  const series = bookings.length > 1;
  const words = ownerEventWords[kind];
  return {
    id: eventId(first),
    uid: first.companyId,
    item: {
      kind,
      title: series
        ? `${words.series}: ${first.serviceName} x${bookings.length}`
        : `${words.single}: ${first.serviceName}`,
      body: series
        ? `${first.ownerName} ${words.verb} ${first.serviceName} for ${first.petName} ${bookings.length} times from ${when(first)}.`
        : `${first.ownerName} ${words.verb} ${first.serviceName} for ${first.petName} on ${when(first)}.`,
      link: companyLink(first),
    },
    mail: {
      role: 'company',
      recipient: mail.recipient,
      content: mail.content,
      about: { topic: bookingTopic(kind, first), platform: mail.platform },
    },
  };
}

/**
 * A new request (one booking, or a repeat series as one event: its first booking's), to the company, and by email
 * to each team member who takes some of its dates and has an address. A team member has no settings of his own: the
 * company's email choice covers its team. `platform` is the switches the booking's transaction read.
 */
export async function tellBookingRequested(
  tx: Transaction,
  bookings: readonly (ToldBooking & { employeeId: string | null })[],
  company: MailRecipient,
  team: readonly TeamRecipient[],
  platform: PlatformSettings['notifications'],
  now: Date,
): Promise<void> {
  await tellWithTeam(
    tx,
    ownerEventToCompany(bookings, 'booking_requested', {
      recipient: company,
      content: requestedMail(bookings),
      platform,
    }),
    team.flatMap((member) => {
      const theirs = bookings.filter((booking) => booking.employeeId === member.employeeId);
      return theirs.length > 0
        ? [{ member, takesEmail: company.takesEmail, content: requestedMail(theirs, member.name) }]
        : [];
    }),
    now,
  );
}

/**
 * A team member the company assigned an appointment to after it was made, by email (a team member has no account
 * of his own; the company's email choice covers its team). The id carries the assignment's moment: the same member
 * given the booking again later hears again, and a retried request changes nothing (the booking is his already).
 */
export async function tellAssigned(
  tx: Transaction,
  booking: ToldBooking,
  member: TeamRecipient,
  companyTakesEmail: boolean,
  now: Date,
): Promise<void> {
  await queueMail(
    tx,
    `booking-${booking.id}-assigned-${member.employeeId}-${now.getTime()}`,
    { address: member.email, takesEmail: companyTakesEmail },
    assignedMail(booking, member.name),
    { topic: bookingTopic('booking_assigned', booking) },
    now,
  );
}

/** A status the company set, to the owner: told when `ownerHearsOf` it; a confirmation mails while its switch is on. */
export async function tellStatusSet(
  tx: Transaction,
  booking: ToldBooking,
  change: { status: BookingStatus; note: string; cause?: CancelCause },
  owner: EventRecipient,
  now: Date,
): Promise<void> {
  const { status, note, cause } = change;
  await tellEvent(
    tx,
    {
      id: eventId(booking),
      uid: booking.ownerId,
      item: {
        kind: 'booking_status',
        title: `Booking ${bookingStatusLabels[status].toLowerCase()}: ${booking.serviceName}`,
        body:
          cause === 'service_deleted'
            ? `${booking.companyName} no longer offers ${booking.serviceName}: your booking for ${booking.petName} on ${when(booking)} is cancelled.`
            : `${booking.companyName} set your booking for ${booking.petName} on ${when(booking)} to ${bookingStatusLabels[status]}.`,
        link: ownerLink(booking),
      },
      mail: {
        role: 'owner',
        recipient: owner,
        content: statusMail(booking, status, note, cause),
        about: {
          topic: bookingTopic(cause ?? 'booking_status', booking),
          ...(status === 'confirmed' ? { switch: 'bookingConfirmationEmail' as const } : {}),
        },
      },
    },
    now,
  );
}

/**
 * The company moved a booking (docs/decisions/0103-moving-a-booking.md): the owner always hears, in the app and by
 * email as their settings say; the team member who takes it at its new time hears by email. The move adds a
 * status-history entry, so its id is the booking's next event.
 */
export async function tellRescheduled(
  tx: Transaction,
  booking: ToldBooking,
  move: { from: FormerStart; note: string },
  owner: EventRecipient,
  member: { recipient: TeamRecipient; companyTakesEmail: boolean } | null,
  now: Date,
): Promise<void> {
  await tellWithTeam(
    tx,
    {
      id: eventId(booking),
      uid: booking.ownerId,
      item: {
        kind: 'booking_rescheduled',
        title: `Booking moved: ${booking.serviceName}`,
        body: `${booking.companyName} moved your booking for ${booking.petName} from ${when(move.from)} to ${when(booking)}.`,
        link: ownerLink(booking),
      },
      mail: {
        role: 'owner',
        recipient: owner,
        content: rescheduledMail(booking, move.from, move.note),
        about: { topic: bookingTopic('booking_rescheduled', booking) },
      },
    },
    member
      ? [
          {
            member: member.recipient,
            takesEmail: member.companyTakesEmail,
            content: rescheduledMail(booking, move.from, move.note, member.recipient.name),
          },
        ]
      : [],
    now,
  );
}

/**
 * A booking's reminder names its start, so a booking moved since gets one for its new time and a start is told once
 * however often the job runs (docs/decisions/0097-reminders-and-jobs.md).
 */
export const reminderId = (booking: Pick<ToldBooking, 'id' | 'startAt'>) =>
  `reminder-${booking.id}-${booking.startAt.toISOString().slice(0, 16).replace(/[-:T]/g, '')}`;

/** About a day before the start, to the owner: in the app, and by email when the owner takes email. */
export async function tellReminder(tx: Transaction, booking: ToldBooking, owner: EventRecipient, now: Date) {
  const topic = bookingTopic('booking_reminder', booking);
  await tellEvent(
    tx,
    {
      id: reminderId(booking),
      uid: booking.ownerId,
      item: {
        kind: 'booking_reminder',
        title: `Reminder: ${booking.serviceName} on ${when(booking)}`,
        body: `${booking.petName} is booked with ${booking.companyName} on ${when(booking)}.`,
        link: ownerLink(booking),
      },
      mail: { role: 'owner', recipient: owner, content: reminderMail(booking), about: { topic } },
    },
    now,
  );
}

/**
 * Where the companies' notices go, by company: each one's address and email choice, read in the event's transaction
 * before its writes (a transaction reads first), so a mail follows the choice saved before the event.
 */
export async function companyRecipientsInTransaction(
  tx: Transaction,
  companyIds: readonly string[],
): Promise<Map<string, MailRecipient>> {
  const unique = [...new Set(companyIds)];
  const [companies, takers] = await Promise.all([
    Promise.all(unique.map((id) => companiesRepository.getInTransaction(tx, id))),
    usersRepository.takingEmailInTransaction(tx, unique),
  ]);
  return new Map(
    unique.map((id, index) => [id, { address: companies[index]?.email ?? '', takesEmail: takers.has(id) }]),
  );
}

/**
 * The owner cancelled, to the company: one booking, or several of a repeat series at once as one event (its first
 * booking's, as a series request is told).
 */
export async function tellOwnerCancelled(
  tx: Transaction,
  bookings: readonly ToldBooking[],
  company: MailRecipient,
  now: Date,
): Promise<void> {
  await tellEvent(
    tx,
    ownerEventToCompany(bookings, 'booking_cancelled', { recipient: company, content: ownerCancelledMail(bookings) }),
    now,
  );
}

/** A review of a completed booking, to the company; a booking is reviewed once, so the booking names the event. */
export async function tellReviewReceived(
  tx: Transaction,
  booking: ToldBooking,
  review: { rating: number; review: string },
  company: MailRecipient,
  now: Date,
): Promise<void> {
  const topic = bookingTopic('review_received', booking);
  await tellEvent(
    tx,
    {
      id: `review-${booking.id}`,
      uid: booking.companyId,
      item: {
        kind: 'review_received',
        title: `New review: ${review.rating} of 5 for ${booking.serviceName}`,
        body: `${booking.ownerName} reviewed ${booking.serviceName} for ${booking.petName} on ${when(booking)}.`,
        link: companyLink(booking),
      },
      mail: { role: 'company', recipient: company, content: reviewMail(booking, review), about: { topic } },
    },
    now,
  );
}
