import type { Transaction } from 'firebase-admin/firestore';
import { bookingStatusLabels, type BookingStatus } from '../../contracts/booking-vocabulary';
import { formatDate, formatTime } from '../../contracts/format';
import { notificationsRepository } from '../../data/notifications';

/** What a booking notification says: the fields every booking event reads. */
export interface NotifiedBooking {
  id: string;
  companyId: string;
  companyName: string;
  ownerId: string;
  ownerName: string;
  serviceName: string;
  petName: string;
  time: string;
  timeZone: string;
  startAt: Date;
  statusHistory: readonly unknown[];
}

const when = (booking: NotifiedBooking) =>
  `${formatDate(booking.startAt, booking.timeZone)} at ${formatTime(booking.time)}`;
/** The app's path to a booking on the company's side: its notifications and calendar events open it. */
export const companyLink = (booking: { id: string }) => `/company/dashboard?section=bookings&bookingId=${booking.id}`;
/** The app's path to a booking on the owner's side. */
export const ownerLink = (booking: { id: string }) => `/pet-owner/dashboard?section=bookings&bookingId=${booking.id}`;
/**
 * An event's id is the booking and the index of the status-history entry it adds: a retried request replays the
 * same transaction with the same index, so it cannot notify twice (docs/decisions/0089-in-app-notifications.md).
 */
const eventId = (booking: NotifiedBooking) => `booking-${booking.id}-${booking.statusHistory.length - 1}`;

/**
 * The company hears of a new request, in the booking's own transaction: one item for a booking, one for a whole
 * repeat series (its first booking's event, linking to the first appointment).
 */
export function notifyBookingRequested(tx: Transaction, bookings: readonly NotifiedBooking[], now: Date): void {
  const [first] = bookings;
  const series = bookings.length > 1;
  notificationsRepository.addInTransaction(
    tx,
    first.companyId,
    eventId(first),
    {
      kind: 'booking_requested',
      title: series
        ? `New series request: ${first.serviceName} x${bookings.length}`
        : `New booking request: ${first.serviceName}`,
      body: series
        ? `${first.ownerName} booked ${first.serviceName} for ${first.petName} ${bookings.length} times from ${when(first)}.`
        : `${first.ownerName} booked ${first.serviceName} for ${first.petName} on ${when(first)}.`,
      link: companyLink(first),
    },
    now,
  );
}

/** The owner hears of every status the company sets; the company hears of an owner's cancellation. */
export function notifyStatusChange(
  tx: Transaction,
  booking: NotifiedBooking,
  status: BookingStatus,
  byOwner: boolean,
  now: Date,
): void {
  if (byOwner) {
    notificationsRepository.addInTransaction(
      tx,
      booking.companyId,
      eventId(booking),
      {
        kind: 'booking_cancelled',
        title: `Booking cancelled: ${booking.serviceName}`,
        body: `${booking.ownerName} cancelled ${booking.serviceName} for ${booking.petName} on ${when(booking)}.`,
        link: companyLink(booking),
      },
      now,
    );
    return;
  }
  notificationsRepository.addInTransaction(
    tx,
    booking.ownerId,
    eventId(booking),
    {
      kind: 'booking_status',
      title: `Booking ${bookingStatusLabels[status].toLowerCase()}: ${booking.serviceName}`,
      body: `${booking.companyName} set your booking for ${booking.petName} on ${when(booking)} to ${bookingStatusLabels[status]}.`,
      link: ownerLink(booking),
    },
    now,
  );
}
