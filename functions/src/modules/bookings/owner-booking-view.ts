import type { OwnerBooking } from '../../contracts/bookings';
import { ownerMayCancel, ownerMayReview } from './booking-rules';
import { placeTermsOf, type StoredBooking } from '../../data/bookings';

export function toOwnerBooking(booking: StoredBooking, now: Date): OwnerBooking {
  return {
    id: booking.id,
    companyId: booking.companyId,
    serviceId: booking.serviceId,
    serviceName: booking.serviceName,
    companyName: booking.companyName,
    companyPhone: booking.companyPhone,
    petId: booking.petId,
    petName: booking.petName,
    date: booking.date,
    time: booking.time,
    timeZone: booking.timeZone,
    startAt: booking.startAt.toISOString(),
    duration: booking.duration,
    ...placeTermsOf(booking),
    status: booking.status,
    servicePrice: booking.servicePrice,
    totalAmount: booking.totalAmount,
    notes: booking.notes,
    specialRequirements: booking.specialRequirements,
    employeeId: booking.employeeId,
    employeeName: booking.employeeName,
    seriesId: booking.seriesId ?? null,
    hasRating: booking.review !== null,
    review: booking.review ? { ...booking.review, createdAt: booking.review.createdAt.toISOString() } : null,
    canCancel: ownerMayCancel(booking.status, booking.startAt, now),
    canReview: ownerMayReview(booking.status, booking.review !== null),
    createdAt: booking.createdAt.toISOString(),
  };
}
