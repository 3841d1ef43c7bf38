import { bookingStatusLabels, CANCELLATION_CUTOFF_HOURS, type BookingStatus } from '../../contracts/booking-vocabulary';
import { formatCurrency, formatDate, formatMomentInZone, formatTime, timeZoneLabel } from '../../contracts/format';
import type { MailContent } from '../mail';
import { cancellationDeadline } from './booking-rules';

/** The fields of a booking that its events tell (docs/decisions/0092-booking-emails.md). */
export interface ToldBooking {
  id: string;
  companyId: string;
  companyName: string;
  companyPhone: string;
  ownerId: string;
  ownerName: string;
  ownerEmail: string;
  serviceName: string;
  petName: string;
  date: string;
  time: string;
  timeZone: string;
  startAt: Date;
  endDate?: string;
  employeeName: string | null;
  totalAmount: number;
  notes: string;
  statusHistory: readonly unknown[];
}

/** The app's path to a booking on the company's side: its notifications, emails and calendar events open it. */
export const companyLink = (booking: { id: string }) => `/company/dashboard?section=bookings&bookingId=${booking.id}`;
/** The app's path to a booking on the owner's side. */
export const ownerLink = (booking: { id: string }) => `/pet-owner/dashboard?section=bookings&bookingId=${booking.id}`;

/** "Dec 1, 2026 at 10:00 AM": the company's wall clock, as the app shows it. */
export const when = (booking: Pick<ToldBooking, 'startAt' | 'time' | 'timeZone'>) =>
  `${formatDate(booking.startAt, booking.timeZone)} at ${formatTime(booking.time)}`;
/** The same with the zone's name, for an email read anywhere: "Dec 1, 2026 at 10:00 AM Central Time". */
export const whenInZone = (booking: Pick<ToldBooking, 'startAt' | 'time' | 'timeZone'>) =>
  `${when(booking)} ${timeZoneLabel(booking.timeZone)}`;

const calendarDate = (date: string) => formatDate(`${date}T12:00:00Z`, 'UTC');

function bookingFacts(booking: ToldBooking, audience: 'owner' | 'company'): Array<readonly [string, string]> {
  return [
    ['When', whenInZone(booking)],
    ...(booking.endDate ? [['Until', calendarDate(booking.endDate)] as const] : []),
    ['Service', booking.serviceName],
    ['Pet', booking.petName],
    audience === 'owner' ? (['Provider', booking.companyName] as const) : (['Pet owner', booking.ownerName] as const),
    ...(booking.employeeName ? [['Team member', booking.employeeName] as const] : []),
    ['Total', formatCurrency(booking.totalAmount)],
  ];
}

const companyReason = (booking: ToldBooking) => `${booking.companyName} takes bookings on Petnest`;
const ownerReason = (booking: ToldBooking) => `you booked ${booking.serviceName} with ${booking.companyName}`;

/** To the company, or to the team member who takes it: a new request, or a whole repeat series in one mail. */
export function requestedMail(bookings: readonly ToldBooking[], teamMember?: string): MailContent {
  const [first] = bookings;
  const series = bookings.length > 1;
  return {
    subject: series
      ? `New series request: ${first.serviceName} x${bookings.length} for ${first.petName}`
      : `New booking request: ${first.serviceName} for ${first.petName}`,
    heading: series ? 'New repeat series request' : 'New booking request',
    greeting: `Hello ${teamMember ?? first.companyName},`,
    paragraphs: [
      series
        ? `${first.ownerName} booked ${first.serviceName} for ${first.petName} ${bookings.length} times.`
        : `${first.ownerName} booked ${first.serviceName} for ${first.petName}.`,
      ...(series ? [`Dates: ${bookings.map((booking) => whenInZone(booking)).join('; ')}.`] : []),
      ...(first.notes ? [`Notes: ${first.notes}`] : []),
      ...(teamMember ? [`${first.companyName} assigned it to you.`] : ['Confirm or decline it in your dashboard.']),
    ],
    facts: bookingFacts(first, 'company'),
    action: { label: 'Open the booking', path: companyLink(first) },
    reason: teamMember ? `${first.companyName} assigned you an appointment on Petnest` : companyReason(first),
    hasSettings: !teamMember,
  };
}

/** To a team member the company gave an appointment after it was made (assigned or taken over). */
export function assignedMail(booking: ToldBooking, teamMember: string): MailContent {
  return {
    ...requestedMail([booking], teamMember),
    subject: `Assigned to you: ${booking.serviceName} for ${booking.petName}, ${whenInZone(booking)}`,
    heading: 'A new appointment for you',
  };
}

/** Where a moved booking was before (docs/decisions/0103-moving-a-booking.md). */
export type FormerStart = Pick<ToldBooking, 'startAt' | 'time' | 'timeZone'>;

/**
 * A booking the company moved: to the owner, or to the team member who takes it at its new time, with the old time
 * beside the new one and the company's note.
 */
export function rescheduledMail(
  booking: ToldBooking,
  from: FormerStart,
  note: string,
  teamMember?: string,
): MailContent {
  const notePart = note ? [`Note from ${booking.companyName}: ${note}`] : [];
  if (teamMember)
    return {
      ...requestedMail([booking], teamMember),
      subject: `Moved: ${booking.serviceName} for ${booking.petName}, now ${whenInZone(booking)}`,
      heading: 'An appointment was moved',
      paragraphs: [
        `${booking.serviceName} for ${booking.petName} (${booking.ownerName}) moved from ${when(from)} to ${when(booking)}, with you.`,
        ...notePart,
      ],
    };
  return {
    subject: `Your ${booking.serviceName} booking moved to ${when(booking)}`,
    heading: 'Your booking was moved',
    greeting: `Hello ${booking.ownerName},`,
    paragraphs: [
      `${booking.companyName} moved your booking of ${booking.serviceName} for ${booking.petName} from ${when(from)} to ${whenInZone(booking)}.`,
      ...notePart,
      `If the new time does not suit you, you can cancel in Petnest until ${CANCELLATION_CUTOFF_HOURS} hours before it, or call ${booking.companyName}${booking.companyPhone ? ` at ${booking.companyPhone}` : ''}.`,
    ],
    facts: bookingFacts(booking, 'owner'),
    action: { label: 'View your booking', path: ownerLink(booking) },
    reason: ownerReason(booking),
    hasSettings: true,
  };
}

/** Why the company cancelled, when it was not a status it set. */
export type CancelCause = 'service_deleted';

/** To the owner: a status the company set (confirmed with the cancellation policy, cancelled, completed, ...). */
export function statusMail(
  booking: ToldBooking,
  status: BookingStatus,
  note: string,
  cause?: CancelCause,
): MailContent {
  const label = bookingStatusLabels[status];
  const deadline = cancellationDeadline(booking.startAt);
  const phone = booking.companyPhone ? ` at ${booking.companyPhone}` : '';
  const paragraphs =
    cause === 'service_deleted'
      ? [
          `${booking.companyName} no longer offers ${booking.serviceName}, so your booking for ${booking.petName} is cancelled.`,
          'You can book another service in the Petnest marketplace.',
        ]
      : [
          `${booking.companyName} updated your booking of ${booking.serviceName} for ${booking.petName}: it is now ${label}.`,
          ...(note ? [`Note from ${booking.companyName}: ${note}`] : []),
          ...(status === 'confirmed'
            ? [
                `Cancellation policy: you can cancel in Petnest until ${CANCELLATION_CUTOFF_HOURS} hours before the ${booking.endDate ? 'check-in' : 'appointment'} (${formatMomentInZone(deadline, booking.timeZone)}); after that, please call ${booking.companyName}${phone}.`,
              ]
            : []),
          ...(status === 'completed'
            ? [`How did it go? You can review ${booking.companyName} from your bookings.`]
            : []),
        ];
  return {
    subject: `Your ${booking.serviceName} booking is ${label}`,
    heading: `Booking ${label.toLowerCase()}`,
    greeting: `Hello ${booking.ownerName},`,
    paragraphs,
    facts: bookingFacts(booking, 'owner'),
    action: {
      label: status === 'completed' ? 'Review your booking' : 'View your booking',
      path: ownerLink(booking),
    },
    reason: ownerReason(booking),
    hasSettings: true,
  };
}

/** To the owner, about a day before: the appointment or check-in, with the policy and who to call. */
export function reminderMail(booking: ToldBooking): MailContent {
  const phone = booking.companyPhone ? ` or call ${booking.companyPhone}` : '';
  return {
    subject: `Reminder: ${booking.serviceName} for ${booking.petName} on ${when(booking)}`,
    heading: booking.endDate ? 'Your stay starts soon' : 'Your appointment is coming up',
    greeting: `Hello ${booking.ownerName},`,
    paragraphs: [
      `${booking.petName} is booked with ${booking.companyName} for ${booking.serviceName} on ${whenInZone(booking)}.`,
      `If you cannot make it, please tell ${booking.companyName} in Petnest${phone}, so the time can go to someone else.`,
    ],
    facts: bookingFacts(booking, 'owner'),
    action: { label: 'View your booking', path: ownerLink(booking) },
    reason: `you asked for booking reminders when you booked ${booking.serviceName} with ${booking.companyName}`,
    hasSettings: true,
  };
}

/** To the company: the owner cancelled. */
export function ownerCancelledMail(bookings: readonly ToldBooking[]): MailContent {
  const [first] = bookings;
  const series = bookings.length > 1;
  return {
    subject: series
      ? `Series cancelled: ${first.serviceName} x${bookings.length} for ${first.petName}`
      : `Booking cancelled: ${first.serviceName} for ${first.petName}`,
    heading: series ? 'A repeat series was cancelled' : 'A booking was cancelled',
    greeting: `Hello ${first.companyName},`,
    paragraphs: [
      series
        ? `${first.ownerName} cancelled ${first.serviceName} for ${first.petName} ${bookings.length} times. The times are free again.`
        : `${first.ownerName} cancelled ${first.serviceName} for ${first.petName}. The time is free again.`,
      ...(series ? [`Dates: ${bookings.map((booking) => whenInZone(booking)).join('; ')}.`] : []),
    ],
    facts: bookingFacts(first, 'company'),
    action: { label: 'Open the booking', path: companyLink(first) },
    reason: companyReason(first),
    hasSettings: true,
  };
}

/** To the company: a review of a completed booking. */
export function reviewMail(booking: ToldBooking, review: { rating: number; review: string }): MailContent {
  return {
    subject: `New ${review.rating}-star review: ${booking.serviceName}`,
    heading: 'You received a review',
    greeting: `Hello ${booking.companyName},`,
    paragraphs: [
      `${booking.ownerName} rated ${booking.serviceName} for ${booking.petName} ${review.rating} out of 5.`,
      `"${review.review}"`,
    ],
    facts: bookingFacts(booking, 'company'),
    action: { label: 'Open the booking', path: companyLink(booking) },
    reason: companyReason(booking),
    hasSettings: true,
  };
}
