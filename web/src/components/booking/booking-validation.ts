import { bookingMessages } from '@contracts/booking-vocabulary';
import { createBookingInputSchema } from '@contracts/bookings';
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

/** The dialog's fields of the server's own input schema, so both refuse a booking with the same words. */
const draftSchema = createBookingInputSchema.pick({ petId: true, date: true, time: true });
const fieldOrder: readonly BookingField[] = ['petId', 'date', 'time'];

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
export function validateBookingDraft(
  draft: BookingDraft,
  { earliestDate, timeZone, now = new Date() }: ValidationContext,
): BookingProblem | null {
  const parsed = draftSchema.safeParse(draft);
  if (!parsed.success) {
    const field = fieldOrder.find((name) => parsed.error.issues.some((issue) => issue.path[0] === name)) ?? 'petId';
    return {
      field,
      message: parsed.error.issues.find((issue) => issue.path[0] === field)?.message ?? bookingMessages.pet,
    };
  }
  const future = draft.date >= earliestDate && (!timeZone || isFutureWallTime(draft.date, draft.time, timeZone, now));
  if (!future) return { field: 'date', message: bookingMessages.future };
  return null;
}
