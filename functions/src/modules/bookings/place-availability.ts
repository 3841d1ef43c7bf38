import { type DayFreeCount, type SlotAvailability } from '../../contracts/bookings';
import { bookingTimeSlots } from '../../contracts/booking-vocabulary';
import { bookingsRepository, holdIds } from '../../data/bookings';
import { earliestBookableDate, latestBookableDate } from './booking-rules';
import { checkInRefusal, type CheckInContext } from './stay-booking';
import { freePlaces } from './stay-rules';

/** A stay or day service's places on some dates, read from its counters (one batch, whatever the bookings). */
export interface Places {
  capacity: number;
  context: CheckInContext;
  taken: Map<string, number>;
}

export async function placesOn(
  companyId: string,
  serviceId: string,
  capacity: number,
  dates: readonly string[],
  context: CheckInContext,
): Promise<Places> {
  const ids = dates.map((date) => holdIds.capacityNight(companyId, serviceId, date));
  const byId = await bookingsRepository.takenOn(ids);
  return { capacity, context, taken: new Map(dates.map((date, index) => [date, byId.get(ids[index]) ?? 0])) };
}

/** Places free on a night or day; none outside the bookable dates (tomorrow to a year ahead). */
export function freeOn(places: Places, date: string): number {
  const { now, timeZone } = places.context;
  if (date < earliestBookableDate(now, timeZone) || date > latestBookableDate(now, timeZone)) return 0;
  return freePlaces(places.capacity, places.taken.get(date) ?? 0);
}

/** The day form: each check-in time of `date`, available when it can be booked and that night has a place. */
export function checkInSlots(places: Places, date: string): SlotAvailability[] {
  const free = freeOn(places, date);
  return bookingTimeSlots.map((time) => {
    const reason = checkInRefusal({ date, time }, places.context);
    if (reason) return { time, available: false, free: 0, reason };
    return free > 0 ? { time, available: true, free } : { time, available: false, free: 0, reason: 'taken' };
  });
}

/** The range form: free places per night or day, and whether a check-in can be booked that day. */
export function placeDays(places: Places, dates: readonly string[]): DayFreeCount[] {
  return dates.map((date) => ({
    date,
    free: freeOn(places, date),
    checkIn: checkInSlots(places, date).some((slot) => slot.available),
  }));
}
