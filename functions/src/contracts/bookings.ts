import { z } from 'zod';
import { idSchema } from './ids';

export const bookingStatuses = ['pending', 'confirmed', 'in_progress', 'completed', 'cancelled', 'no_show'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
/** Statuses that hold their slot. */
export const activeBookingStatuses: readonly BookingStatus[] = ['pending', 'confirmed', 'in_progress'];
export const bookingStatusLabels: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No Show',
};

/** Document 1 section 5: 18 half-hour slots from 09:00 to 17:30. */
export const bookingTimeSlots: readonly string[] = Array.from({ length: 18 }, (_, index) => {
  const minutes = 9 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
export const SLOT_MINUTES = 30;
export const CANCELLATION_CUTOFF_HOURS = 24;

/** Document 1 section 5 and 8, in the order the form checks them. */
export const bookingMessages = {
  pet: 'Please select a pet for this service.',
  date: 'Please select a date for the appointment.',
  time: 'Please select a time for the appointment.',
  future: 'Please select a future date and time.',
  success: 'Booking created successfully! The service provider will confirm your appointment shortly.',
  failed: 'Failed to create booking. Please try again.',
  error: 'An error occurred while creating the booking. Please try again.',
  noPets: 'No pets found. Please add a pet to your profile first.',
  horizon: 'Please select a date within the next year.',
  openLimit: 'You already have 5 open bookings with this provider. Please wait until one is completed, or cancel one, before booking again.',
} as const;

/** A pet cannot be in two bookings at once: the server's 409, which the dialog also shows before Confirm. */
export const petBusyMessage = (petName: string) => `${petName} already has a booking at that time. Please choose another time.`;

/** Bookings are taken up to a year ahead, in the company's time zone (issue 7: dates in 2099 were accepted). */
export const BOOKING_HORIZON_YEARS = 1;
/**
 * Open (pending, confirmed, in progress) bookings one owner may hold with one company. Five covers a household
 * booking a few pets or a few weeks ahead, while no single owner can use up a small plan's monthly bookings or
 * block a company's calendar.
 */
export const MAX_OPEN_BOOKINGS_PER_COMPANY = 5;

/** The owner name a booking keeps once its owner deleted his account. */
export const DELETED_OWNER_NAME = 'Deleted user';

export const createBookingInputSchema = z.strictObject({
  companyId: idSchema('Choose a service to book.'),
  serviceId: idSchema('Choose a service to book.'),
  petId: idSchema(bookingMessages.pet),
  date: z.string({ error: bookingMessages.date }).min(1, bookingMessages.date).pipe(z.iso.date(bookingMessages.date)),
  time: z.string({ error: bookingMessages.time }).refine((value) => bookingTimeSlots.includes(value), bookingMessages.time),
  notes: z.string().trim().max(1000).default(''),
  specialRequirements: z.string().trim().max(1000).default(''),
});
export type CreateBookingInput = z.input<typeof createBookingInputSchema>;

export const availabilityQuerySchema = z.strictObject({ date: z.iso.date(bookingMessages.date) });

/** The day strip asks for two weeks at a time; a request never reads more than this many days of slots. */
export const MAX_AVAILABILITY_DAYS = 14;
/** The range form of the availability path (`?from=YYYY-MM-DD&days=14`): free slots counted per day. */
export const availabilityRangeQuerySchema = z.strictObject({
  from: z.iso.date('Choose the first day as YYYY-MM-DD.'),
  days: z.coerce
    .number({ error: `Ask for 1 to ${MAX_AVAILABILITY_DAYS} days.` })
    .int(`Ask for 1 to ${MAX_AVAILABILITY_DAYS} days.`)
    .min(1, `Ask for 1 to ${MAX_AVAILABILITY_DAYS} days.`)
    .max(MAX_AVAILABILITY_DAYS, `Ask for 1 to ${MAX_AVAILABILITY_DAYS} days.`),
});

export type SlotUnavailableReason = 'past' | 'beyond' | 'closed' | 'unavailable' | 'taken';
export interface SlotAvailability {
  time: string;
  available: boolean;
  reason?: SlotUnavailableReason;
}
export interface DayAvailabilityView {
  date: string;
  timeZone: string;
  slots: SlotAvailability[];
}
/** How many of a day's 18 slots can still be booked. */
export interface DayFreeCount {
  date: string;
  free: number;
}
export interface AvailabilityRangeView {
  from: string;
  timeZone: string;
  days: DayFreeCount[];
}

/** Document 3 section 5: rating 1 to 5 (default 5) with its labels; the text is required. */
export const ratingLabels = ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent'] as const;
export const reviewInputSchema = z.strictObject({
  rating: z.number().int().min(1, 'Rating is from 1 to 5 stars').max(5, 'Rating is from 1 to 5 stars').default(5),
  review: z.string({ error: 'Please provide a review' }).trim().min(1, 'Please provide a review').max(2000),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** A booking as its owner sees it (document 3 section 3). */
export interface OwnerBooking {
  id: string;
  companyId: string;
  serviceId: string;
  serviceName: string;
  companyName: string;
  companyPhone: string;
  petId: string;
  petName: string;
  date: string;
  time: string;
  timeZone: string;
  startAt: string;
  duration: number;
  status: BookingStatus;
  servicePrice: number;
  totalAmount: number;
  notes: string;
  specialRequirements: string;
  hasRating: boolean;
  review: { rating: number; review: string; createdAt: string } | null;
  canCancel: boolean;
  canReview: boolean;
  createdAt: string;
}
