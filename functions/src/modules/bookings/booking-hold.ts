import { occupiedBlocks } from './booking-rules';
import { placeDates } from './stay-rules';
import type { BookingMode } from '../../contracts/service-vocabulary';
import { holdIds, type BookingHold } from '../../data/bookings';

export interface HoldSource {
  companyId: string;
  ownerId: string;
  petId: string;
  startAt: Date;
  duration: number;
  bufferMinutes?: number;
  employeeId?: string | null;
  /** Stays and day bookings (docs/decisions/0086-stays-by-the-night.md); absent: an appointment. */
  bookingMode?: BookingMode;
  serviceId?: string;
  /** The company-local date of the appointment or the check-in. */
  date: string;
  endDate?: string;
}

/**
 * What an active booking holds: its pet's half-hour blocks, the blocks of whoever does the work (the appointment and
 * its buffer, under the employee's schedule id, or the company's own when it works as one person, in the company's
 * document of that day: docs/decisions/0114-team-days.md) and one place in its
 * owner's open bookings with the company. A stay or day booking holds no team member's time: the pet's nights (or
 * day) in its schedule and one of the service's places on each of them.
 */
export function holdFor(booking: HoldSource): BookingHold {
  const openBookingsId = holdIds.openBookings(booking.companyId, booking.ownerId);
  const petScheduleId = holdIds.petSchedule(booking.ownerId, booking.petId);
  if (booking.bookingMode === 'stay' || booking.bookingMode === 'day') {
    const dates = placeDates({ bookingMode: booking.bookingMode, date: booking.date, endDate: booking.endDate });
    return {
      petScheduleId,
      petBlocks: dates.map(holdIds.petNight),
      employeeScheduleId: null,
      employeeBlocks: [],
      openBookingsId,
      capacityNightIds: dates.map((date) => holdIds.capacityNight(booking.companyId, booking.serviceId ?? '', date)),
    };
  }
  return {
    petScheduleId,
    petBlocks: occupiedBlocks(booking.startAt, booking.duration).map(holdIds.petBlock),
    employeeScheduleId: booking.employeeId
      ? holdIds.employeeSchedule(booking.companyId, booking.employeeId)
      : holdIds.companySchedule(booking.companyId),
    employeeBlocks: occupiedBlocks(booking.startAt, booking.duration + (booking.bufferMinutes ?? 0)).map(
      holdIds.petBlock,
    ),
    teamDayId: holdIds.teamDay(booking.companyId, booking.date),
    openBookingsId,
  };
}
