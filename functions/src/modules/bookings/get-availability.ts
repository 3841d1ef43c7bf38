import { type AvailabilityRangeView, type DayAvailabilityView, type SlotAvailability } from '../../contracts/bookings';
import { bookingTimeSlots } from '../../contracts/booking-vocabulary';
import type { Clock } from '../../core/clock';
import { notFound } from '../../core/errors';
import { bookingsRepository } from '../../data/bookings';
import { companiesRepository } from '../../data/companies';
import { employeesRepository } from '../../data/employees';
import { isCompanyListable } from '../../data/service-listing';
import { servicesRepository } from '../../data/services';
import { slotRefusal, type SlotContext } from './booking-rules';
import { storedBookingMode } from '../../contracts/services';
import type { BookingMode } from '../../contracts/service-vocabulary';
import { checkInSlots, placeDays, placesOn, type Places } from './place-availability';
import { datesFrom } from './stay-rules';
import { freePerformers, performersOf, type Performer, type Schedule } from './team-availability';

/**
 * The 18 slots of one day for the booking modal, each with how many team members could take it, or why it cannot be
 * booked. Reads the service, the company, its account, its team roster and the company's document of that day (every
 * team member's time): a bounded number of documents whatever the number of bookings.
 */
export async function getAvailability(
  companyId: string,
  serviceId: string,
  date: string,
  clock: Clock,
  employeeId?: string,
): Promise<DayAvailabilityView> {
  const bookable = await bookableService(companyId, serviceId, [date], clock, employeeId);
  const places = await bookable.places?.([date]);
  return {
    date,
    timeZone: bookable.context.timeZone,
    slots: places ? checkInSlots(places, date) : daySlots(date, bookable),
    team: bookable.team,
    bookingMode: bookable.bookingMode,
    capacity: bookable.capacity,
  };
}

/** The day strip: how many slots have someone free on each of `days` days from `from`, one day document each. */
export async function getAvailabilityRange(
  companyId: string,
  serviceId: string,
  from: string,
  days: number,
  clock: Clock,
  employeeId?: string,
): Promise<AvailabilityRangeView> {
  const dates = datesFrom(from, days);
  const bookable = await bookableService(companyId, serviceId, dates, clock, employeeId);
  const places = await bookable.places?.(dates);
  return {
    from,
    timeZone: bookable.context.timeZone,
    days: places
      ? placeDays(places, dates)
      : dates.map((date) => ({ date, free: daySlots(date, bookable).filter((slot) => slot.available).length })),
    team: bookable.team,
    bookingMode: bookable.bookingMode,
    capacity: bookable.capacity,
  };
}

interface BookableService {
  context: SlotContext;
  performers: Performer[];
  schedules: Map<string, Schedule>;
  team: { id: string; name: string }[];
  bookingMode: BookingMode;
  capacity: number | null;
  /** Stay and day services: their places on the given dates (docs/decisions/0086-stays-by-the-night.md). */
  places?: (dates: readonly string[]) => Promise<Places>;
}

/** A service that can take bookings now: listed, of a verified, active company with subscription access. */
async function bookableService(
  companyId: string,
  serviceId: string,
  dates: readonly string[],
  clock: Clock,
  employeeId: string | undefined,
): Promise<BookableService> {
  const now = clock.now();
  // The days' documents are read beside the service: a stay's or day service's are not needed, but waiting for the
  // service to know would cost a round trip on every appointment.
  const [company, account, service, team, schedules] = await Promise.all([
    companiesRepository.get(companyId),
    companiesRepository.getAccount(companyId),
    servicesRepository.get(companyId, serviceId),
    employeesRepository.team(companyId),
    bookingsRepository.teamBlocksOn(companyId, dates),
  ]);
  if (!company || !account || !service || !service.listed || !isCompanyListable(company, account, now))
    throw notFound('This service is not available for booking.');
  const bookingMode = storedBookingMode(service);
  const context = {
    businessHours: company.businessHours,
    availability: service.availability,
    timeZone: company.timezone,
    now,
    minutes: service.duration + (service.bufferMinutes ?? 0),
  };
  if (bookingMode !== 'appointment') {
    // Stays and day bookings hold places, not team members' time: no schedules to read.
    const capacity = service.capacity ?? 0;
    return {
      context,
      performers: [],
      schedules: new Map(),
      team: [],
      bookingMode,
      capacity,
      places: (dates) => placesOn(companyId, serviceId, capacity, dates, context),
    };
  }
  const everyone = performersOf(companyId, service, team);
  const performers = employeeId ? everyone.filter((performer) => performer.employeeId === employeeId) : everyone;
  return {
    context,
    bookingMode,
    capacity: service.capacity ?? null,
    performers,
    schedules,
    team: everyone.flatMap((performer) =>
      performer.employeeId ? [{ id: performer.employeeId, name: performer.name ?? '' }] : [],
    ),
  };
}

function daySlots(date: string, bookable: BookableService): SlotAvailability[] {
  const { context } = bookable;
  return bookingTimeSlots.map((time) => {
    const reason = slotRefusal(date, time, context);
    if (reason) return { time, available: false, free: 0, reason };
    const appointment = { date, time, timeZone: context.timeZone, minutes: context.minutes };
    const free = freePerformers(bookable.performers, bookable.schedules, appointment).length;
    return free > 0 ? { time, available: true, free } : { time, available: false, free: 0, reason: 'taken' };
  });
}
