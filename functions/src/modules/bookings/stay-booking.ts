import { stayMessages } from '../../contracts/bookings';
import { SLOT_MINUTES } from '../../contracts/booking-vocabulary';
import { formatDate } from '../../contracts/format';
import type { BusinessHours } from '../../contracts/company';
import type { ServiceAvailability } from '../../contracts/services';
import type { BookingMode } from '../../contracts/service-vocabulary';
import { AppError } from '../../core/errors';
import { slotRefusal, slotStart } from './booking-rules';
import { fullDate, nightsBetween, placeDates, stayRefusal } from './stay-rules';

/** What a stay or day booking request asks for. */
export interface PlaceRequest {
  date: string;
  time: string;
  endDate?: string;
}

export interface PlaceTerms {
  bookingMode: 'stay' | 'day';
  dates: string[];
  /** Nights of a stay; 1 for a day booking (the price counts days). */
  units: number;
  endDate?: string;
}

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', 400, message, { [field]: message });

/**
 * The request's check-out against the mode (docs/product.md#stays-and-day-care): a stay needs one 1 to 30 nights
 * later, the others take none. 400s in the envelope, before anything is written.
 */
export function placeTerms(mode: BookingMode, request: PlaceRequest): PlaceTerms | undefined {
  if (mode === 'appointment') {
    if (request.endDate !== undefined) throw invalid('endDate', stayMessages.endDateNotForAppointment);
    return undefined;
  }
  if (mode === 'day') {
    if (request.endDate !== undefined) throw invalid('endDate', stayMessages.endDateNotForAppointment);
    return { bookingMode: 'day', dates: [request.date], units: 1 };
  }
  const refusal = stayRefusal(request.date, request.endDate);
  if (refusal === 'missing') throw invalid('endDate', stayMessages.endDateRequired);
  if (refusal === 'range') throw invalid('endDate', stayMessages.endDate);
  const endDate = request.endDate!;
  return {
    bookingMode: 'stay',
    dates: placeDates({ bookingMode: 'stay', date: request.date, endDate }),
    units: nightsBetween(request.date, endDate),
    endDate,
  };
}

export interface CheckInContext {
  businessHours: BusinessHours;
  availability: ServiceAvailability;
  timeZone: string;
  now: Date;
}

/** Why the check-in (or drop-off) cannot be taken: the same rules as an appointment's start, for half an hour. */
export function checkInRefusal(request: PlaceRequest, context: CheckInContext) {
  return slotRefusal(request.date, request.time, { ...context, minutes: SLOT_MINUTES });
}

/** 409 when a night (or the day) has no place left, naming it. */
export function assertPlaces(terms: PlaceTerms, taken: (date: string) => number, capacity: number, timeZone: string) {
  const full = fullDate(terms.dates, taken, capacity);
  if (!full) return;
  const day = formatDate(slotStart(full, '12:00', timeZone), timeZone);
  throw new AppError(
    'FULLY_BOOKED',
    409,
    terms.bookingMode === 'stay' ? stayMessages.full(day) : stayMessages.dayFull(day),
    { date: full },
  );
}
