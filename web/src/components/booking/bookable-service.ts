import type { OwnerBooking } from '@contracts/bookings';
import type { BookingMode } from '@contracts/service-vocabulary';
import type { PublicService } from '@contracts/services';

/** What the booking dialog needs to know about the service being booked, wherever Book Now was pressed. */
export interface BookableService {
  companyId: string;
  serviceId: string;
  serviceName: string;
  companyName: string;
  price: number;
  duration: number;
  /** An appointment lasts `duration`; a stay is priced by the night and a day booking by the day. */
  bookingMode: BookingMode;
}

export function bookableFromService(service: PublicService): BookableService {
  return {
    companyId: service.companyId,
    serviceId: service.id,
    serviceName: service.name,
    companyName: service.companyName,
    price: service.price,
    duration: service.duration,
    bookingMode: service.bookingMode,
  };
}

/** Book Again: the same service as an earlier booking (its price may have changed since; the server decides). */
export function bookableFromBooking(booking: OwnerBooking): BookableService {
  return {
    companyId: booking.companyId,
    serviceId: booking.serviceId,
    serviceName: booking.serviceName,
    companyName: booking.companyName,
    price: booking.servicePrice,
    duration: booking.duration,
    bookingMode: booking.bookingMode,
  };
}
