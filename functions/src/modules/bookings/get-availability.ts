import { addDays, format, parseISO } from 'date-fns';
import { type AvailabilityRangeView, type DayAvailabilityView, type SlotAvailability } from '../../contracts/bookings';
import { bookingTimeSlots } from '../../contracts/booking-vocabulary';
import type { Clock } from '../../core/clock';
import { notFound } from '../../core/errors';
import { companiesRepository } from '../../data/companies';
import { servicesRepository } from '../../data/services';
import { slotRefusal, type SlotContext } from './booking-rules';
import { bookingsRepository, holdIds } from '../../data/bookings';

/** The 18 slots of one day for the booking modal, each with why it cannot be booked: one read of 18 slot ids. */
export async function getAvailability(
  companyId: string,
  serviceId: string,
  date: string,
  clock: Clock,
): Promise<DayAvailabilityView> {
  const context = await bookableContext(companyId, serviceId, clock);
  const ids = bookingTimeSlots.map((time) => holdIds.slot(companyId, serviceId, date, time));
  const held = await bookingsRepository.heldSlots(ids);
  return { date, timeZone: context.timeZone, slots: daySlots(companyId, serviceId, date, context, held) };
}

/**
 * The day strip: how many slots are free on each of `days` days from `from`. One query reads the held slots of the
 * range (at most 18 per day, none when the days are free), so the cost stays bounded by MAX_AVAILABILITY_DAYS.
 */
export async function getAvailabilityRange(
  companyId: string,
  serviceId: string,
  from: string,
  days: number,
  clock: Clock,
): Promise<AvailabilityRangeView> {
  const context = await bookableContext(companyId, serviceId, clock);
  const dates = Array.from({ length: days }, (_, index) => format(addDays(parseISO(from), index), 'yyyy-MM-dd'));
  const ids = dates.flatMap((date) => bookingTimeSlots.map((time) => holdIds.slot(companyId, serviceId, date, time)));
  const held = await bookingsRepository.heldSlotsAmong(ids, ids[0], ids[ids.length - 1]);
  return {
    from,
    timeZone: context.timeZone,
    days: dates.map((date) => ({
      date,
      free: daySlots(companyId, serviceId, date, context, held).filter((slot) => slot.available).length,
    })),
  };
}

async function bookableContext(companyId: string, serviceId: string, clock: Clock): Promise<SlotContext> {
  const [company, service] = await Promise.all([
    companiesRepository.get(companyId),
    servicesRepository.get(companyId, serviceId),
  ]);
  if (!company || !service || !service.listed) throw notFound('This service is not available for booking.');
  return {
    businessHours: company.businessHours,
    availability: service.availability,
    timeZone: company.timezone,
    now: clock.now(),
  };
}

function daySlots(
  companyId: string,
  serviceId: string,
  date: string,
  context: SlotContext,
  held: ReadonlySet<string>,
): SlotAvailability[] {
  return bookingTimeSlots.map((time) => {
    const reason =
      slotRefusal(date, time, context) ??
      (held.has(holdIds.slot(companyId, serviceId, date, time)) ? 'taken' : undefined);
    return reason ? { time, available: false, reason } : { time, available: true };
  });
}
