import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { bookingMessages } from '@contracts/booking-vocabulary';
import { createBookingInputSchema } from '@contracts/bookings';
import { isFutureWallTime } from '@/lib/time-zone';

/** The dialog's values: the server's input, with '' for "any available team member". */
export interface BookingDraft {
  companyId: string;
  serviceId: string;
  petId: string;
  date: string;
  time: string;
  notes: string;
  specialRequirements: string;
  employeeId: string;
}
export type BookingRequest = z.output<typeof createBookingInputSchema>;

export type BookingField = 'petId' | 'date' | 'time';

export interface BookingProblem {
  field: BookingField;
  message: string;
}

const fieldOrder: readonly BookingField[] = ['petId', 'date', 'time'];

export interface ValidationContext {
  /** The earliest bookable date, "YYYY-MM-DD" (tomorrow). */
  earliestDate: string;
  /** The company's zone, once the availability call named it: date and time are read there. */
  timeZone?: string;
  now?: Date;
  /** The chosen pet's booked times that day and the message for them (the server's 409, said before Confirm). */
  petBusy?: { times: ReadonlySet<string>; message: string };
}

/** The request the server's schema reads: '' (any team member) is no employeeId. */
const requestOf = ({ employeeId, ...draft }: BookingDraft) => (employeeId ? { ...draft, employeeId } : draft);

/** The first of pet, date and time the server's own createBookingInputSchema refuses, with its words. */
function schemaProblem(draft: BookingDraft): BookingProblem | null {
  const parsed = createBookingInputSchema.safeParse(requestOf(draft));
  if (parsed.success) return null;
  const field = fieldOrder.find((name) => parsed.error.issues.some((issue) => issue.path[0] === name)) ?? 'petId';
  return {
    field,
    message: parsed.error.issues.find((issue) => issue.path[0] === field)?.message ?? parsed.error.issues[0].message,
  };
}

/** What the schema cannot know: the date and time in the future (in the company's zone) and the pet free then. */
export function contextProblem(draft: BookingDraft, context: ValidationContext): BookingProblem | null {
  const { earliestDate, timeZone, now = new Date(), petBusy } = context;
  const future = draft.date >= earliestDate && (!timeZone || isFutureWallTime(draft.date, draft.time, timeZone, now));
  if (!future) return { field: 'date', message: bookingMessages.future };
  if (petBusy?.times.has(draft.time)) return { field: 'time', message: petBusy.message };
  return null;
}

/**
 * docs/product.md#validation, checked in this order and one at a time: pet, date, time, then date and time in the
 * future and the pet free then. The server checks the same again (and more) when the booking is sent.
 */
export function validateBookingDraft(draft: BookingDraft, context: ValidationContext): BookingProblem | null {
  return schemaProblem(draft) ?? contextProblem(draft, context);
}

/** The dialog's react-hook-form resolver: the schema's first problem only, or the request it gives. */
export const bookingResolver: Resolver<BookingDraft, unknown, BookingRequest> = (values) => {
  const problem = schemaProblem(values);
  if (problem) return { values: {}, errors: { [problem.field]: { type: 'validate', message: problem.message } } };
  return { values: createBookingInputSchema.parse(requestOf(values)), errors: {} };
};
