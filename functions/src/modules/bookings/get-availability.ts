import { bookingTimeSlots, type DayAvailabilityView } from '../../contracts/bookings';
import type { Clock } from '../../core/clock';
import { notFound } from '../../core/errors';
import { companiesRepository } from '../companies/companies.repository';
import { servicesRepository } from '../services/services.repository';
import { slotRefusal } from './booking-rules';
import { bookingsRepository, holdIds } from './bookings.repository';

/** The 18 slots of one day for the booking modal, each with why it cannot be booked: one read of 18 slot ids. */
export async function getAvailability(companyId: string, serviceId: string, date: string, clock: Clock): Promise<DayAvailabilityView> {
  const now = clock.now();
  const [company, service] = await Promise.all([companiesRepository.get(companyId), servicesRepository.get(companyId, serviceId)]);
  if (!company || !service || !service.listed) throw notFound('This service is not available for booking.');
  const ids = bookingTimeSlots.map((time) => holdIds.slot(companyId, serviceId, date, time));
  const held = await bookingsRepository.heldSlots(ids);
  const context = { businessHours: company.businessHours, availability: service.availability, timeZone: company.timezone, now };
  return {
    date,
    timeZone: company.timezone,
    slots: bookingTimeSlots.map((time, index) => {
      const reason = slotRefusal(date, time, context) ?? (held.has(ids[index]) ? 'taken' : undefined);
      return reason ? { time, available: false, reason } : { time, available: true };
    }),
  };
}
