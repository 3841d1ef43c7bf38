import { z } from 'zod';
import { idSchema } from './ids';
import { bookingMessages, bookingTimeSlots, type BookingStatus } from './booking-vocabulary';

export const createBookingInputSchema = z.strictObject({
  companyId: idSchema('Choose a service to book.'),
  serviceId: idSchema('Choose a service to book.'),
  petId: idSchema(bookingMessages.pet),
  date: z.string({ error: bookingMessages.date }).min(1, bookingMessages.date).pipe(z.iso.date(bookingMessages.date)),
  time: z
    .string({ error: bookingMessages.time })
    .refine((value) => bookingTimeSlots.includes(value), bookingMessages.time),
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

/** docs/product.md#reviews: rating 1 to 5 (default 5); the text is required. */
export const reviewInputSchema = z.strictObject({
  rating: z.number().int().min(1, 'Rating is from 1 to 5 stars').max(5, 'Rating is from 1 to 5 stars').default(5),
  review: z.string({ error: 'Please provide a review' }).trim().min(1, 'Please provide a review').max(2000),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** A booking as its owner sees it (docs/architecture.md#data-model). */
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
