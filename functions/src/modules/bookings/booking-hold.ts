import { occupiedBlocks } from './booking-rules';
import { holdIds, type BookingHold } from './bookings.repository';

export interface HoldSource {
  companyId: string;
  serviceId: string;
  ownerId: string;
  petId: string;
  date: string;
  time: string;
  startAt: Date;
  duration: number;
}

/** What an active booking holds: its service slot and its pet's half-hour blocks. */
export function holdFor(booking: HoldSource): BookingHold {
  return {
    slotId: holdIds.slot(booking.companyId, booking.serviceId, booking.date, booking.time),
    petScheduleId: holdIds.petSchedule(booking.ownerId, booking.petId),
    petBlocks: occupiedBlocks(booking.startAt, booking.duration).map(holdIds.petBlock),
  };
}
