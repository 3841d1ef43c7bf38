import { bookingMessages } from '@contracts/booking-vocabulary';
import { isFutureWallTime } from '@/lib/time-zone';

export interface BookingDraft {
  petId: string;
  date: string;
  time: string;
}

export type BookingField = keyof BookingDraft;

export interface BookingProblem {
  field: BookingField;
  message: string;
}

interface ValidationContext {
  /** The earliest bookable date, "YYYY-MM-DD" (tomorrow). */
  earliestDate: string;
  /** The company's zone, once the availability call named it: date and time are read there. */
  timeZone?: string;
  now?: Date;
}

/**
 * docs/product.md#validation, checked in this order and one at a time: pet, date, time, then date and time in the
 * future. The server checks the same again (and more) when the booking is sent.
 */
export function validateBookingDraft(draft: BookingDraft, { earliestDate, timeZone, now = new Date() }: ValidationContext): BookingProblem | null {
  if (!draft.petId) return { field: 'petId', message: bookingMessages.pet };
  if (!draft.date) return { field: 'date', message: bookingMessages.date };
  if (!draft.time) return { field: 'time', message: bookingMessages.time };
  const future = draft.date >= earliestDate && (!timeZone || isFutureWallTime(draft.date, draft.time, timeZone, now));
  if (!future) return { field: 'date', message: bookingMessages.future };
  return null;
}
