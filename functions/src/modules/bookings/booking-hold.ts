import { occupiedBlocks } from './booking-rules';
import { holdIds, type BookingHold } from '../../data/bookings';

export interface HoldSource {
  companyId: string;
  ownerId: string;
  petId: string;
  startAt: Date;
  duration: number;
  bufferMinutes?: number;
  employeeId?: string | null;
}

/**
 * What an active booking holds: its pet's half-hour blocks, the blocks of whoever does the work (the appointment and
 * its buffer, in the employee's schedule, or the company's own when it works as one person) and one place in its
 * owner's open bookings with the company.
 */
export function holdFor(booking: HoldSource): BookingHold {
  return {
    petScheduleId: holdIds.petSchedule(booking.ownerId, booking.petId),
    petBlocks: occupiedBlocks(booking.startAt, booking.duration).map(holdIds.petBlock),
    employeeScheduleId: booking.employeeId
      ? holdIds.employeeSchedule(booking.companyId, booking.employeeId)
      : holdIds.companySchedule(booking.companyId),
    employeeBlocks: occupiedBlocks(booking.startAt, booking.duration + (booking.bufferMinutes ?? 0)).map(
      holdIds.petBlock,
    ),
    openBookingsId: holdIds.openBookings(booking.companyId, booking.ownerId),
  };
}
