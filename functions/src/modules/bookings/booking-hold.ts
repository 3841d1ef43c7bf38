import { occupiedBlocks } from './booking-rules';
import { holdIds, type BookingHold } from '../../data/bookings';

export interface HoldSource {
  companyId: string;
  serviceId: string;
  ownerId: string;
  petId: string;
  date: string;
  time: string;
  startAt: Date;
  duration: number;
  employeeId?: string | null;
}

/**
 * What an active booking holds: its service slot, its pet's half-hour blocks, the same blocks of its employee and
 * one place in its owner's open bookings with the company.
 */
export function holdFor(booking: HoldSource): BookingHold {
  return {
    slotId: holdIds.slot(booking.companyId, booking.serviceId, booking.date, booking.time),
    petScheduleId: holdIds.petSchedule(booking.ownerId, booking.petId),
    petBlocks: occupiedBlocks(booking.startAt, booking.duration).map(holdIds.petBlock),
    employeeScheduleId: booking.employeeId ? holdIds.employeeSchedule(booking.companyId, booking.employeeId) : null,
    openBookingsId: holdIds.openBookings(booking.companyId, booking.ownerId),
  };
}
