import { fromZonedTime } from 'date-fns-tz';
import { type SlotUnavailableReason } from '../../contracts/bookings';
import {
  BOOKING_HORIZON_YEARS,
  CANCELLATION_CUTOFF_HOURS,
  SLOT_MINUTES,
  type BookingStatus,
} from '../../contracts/booking-vocabulary';
import type { BusinessHours, Weekday } from '../../contracts/company';
import type { ServiceAvailability } from '../../contracts/services';
import { localDate } from '../../core/time-zones';
import { shiftDate } from './stay-rules';
import { HOUR_MS } from '../../contracts/durations';

// Pure booking rules (docs/product.md#bookings), with the clock passed in: all times are in the company's zone.

/**
 * Slot starts already worked out, by date, time and zone: a booking asks for the same few many times over (each team
 * member's day, the slot's checks), and each answer costs a time-zone conversion through Intl.
 */
const slotStarts = new Map<string, number>();
const SLOT_STARTS_KEPT = 10_000;

/** The instant a slot starts: `date` and `time` read as wall-clock time in the company's time zone. */
export function slotStart(date: string, time: string, timeZone: string): Date {
  const key = `${date}T${time}:00 ${timeZone}`;
  let start = slotStarts.get(key);
  if (start === undefined) {
    if (slotStarts.size >= SLOT_STARTS_KEPT) slotStarts.clear();
    start = fromZonedTime(`${date}T${time}:00`, timeZone).getTime();
    slotStarts.set(key, start);
  }
  return new Date(start);
}

/** The earliest bookable date is tomorrow, in the company's time zone. */
export function earliestBookableDate(now: Date, timeZone: string): string {
  return shiftDate(localDate(now, timeZone), 1);
}

/** The last bookable date: today a year ahead, in the company's time zone (Feb 29 becomes Feb 28). */
export function latestBookableDate(now: Date, timeZone: string): string {
  return horizonFrom(localDate(now, timeZone));
}

function horizonFrom(today: string): string {
  const monthDay = today.slice(5) === '02-29' ? '02-28' : today.slice(5);
  return `${Number(today.slice(0, 4)) + BOOKING_HORIZON_YEARS}-${monthDay}`;
}

export function weekdayOf(date: string): Weekday {
  const days: Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
  return days[new Date(`${date}T12:00:00Z`).getUTCDay()];
}

export interface SlotContext {
  businessHours: BusinessHours;
  availability: ServiceAvailability;
  timeZone: string;
  now: Date;
  /** The appointment's length with its buffer: the whole of it must fit the hours and the window. */
  minutes: number;
}

/** "09:30" -> 570. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether start..start+minutes lies inside open..close (all HH:MM of one day). */
export function fitsWithin(time: string, minutes: number, open: string, close: string): boolean {
  return minutesOf(time) >= minutesOf(open) && minutesOf(time) + minutes <= minutesOf(close);
}

/** Why a slot cannot be booked, or undefined when it can (taken slots are checked against storage). */
export function slotRefusal(
  date: string,
  time: string,
  context: SlotContext,
): Exclude<SlotUnavailableReason, 'taken'> | undefined {
  const today = localDate(context.now, context.timeZone);
  if (date <= today || slotStart(date, time, context.timeZone) <= context.now) return 'past';
  if (date > horizonFrom(today)) return 'beyond';
  const weekday = weekdayOf(date);
  const hours = context.businessHours[weekday];
  if (!hours || hours.closed || !fitsWithin(time, context.minutes, hours.open, hours.close)) return 'closed';
  const window = context.availability[weekday];
  if (!window || !window.enabled || !fitsWithin(time, context.minutes, window.startTime, window.endTime))
    return 'unavailable';
  return undefined;
}

/**
 * Half-hour blocks a booking occupies: a pet (or a team member) cannot be in two bookings that share one. Starts
 * are on the half-hour grid, so two appointments overlap exactly when they share a block.
 */
export function occupiedBlocks(startAt: Date, durationMinutes: number): Date[] {
  const blocks = Math.max(1, Math.ceil(durationMinutes / SLOT_MINUTES));
  return Array.from({ length: blocks }, (_, index) => new Date(startAt.getTime() + index * SLOT_MINUTES * 60 * 1000));
}

/** The last moment an owner may cancel (docs/product.md#cancellation), as the confirmation email states it. */
export const cancellationDeadline = (startAt: Date) =>
  new Date(startAt.getTime() - CANCELLATION_CUTOFF_HOURS * HOUR_MS);

/** Owners cancel only pending or confirmed bookings, more than 24 hours before the start. */
export function ownerMayCancel(status: BookingStatus, startAt: Date, now: Date): boolean {
  return (status === 'pending' || status === 'confirmed') && now < cancellationDeadline(startAt);
}

export function ownerMayReview(status: BookingStatus, hasReview: boolean): boolean {
  return status === 'completed' && !hasReview;
}
