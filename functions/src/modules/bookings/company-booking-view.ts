import type { CompanyBooking } from '../../contracts/company-bookings';
import { placeTermsOf, type StoredBooking } from '../../data/bookings';

/** The company view (docs/product.md#company-dashboard) of a booking; who changed a status is kept as a role, not a uid. */
export function toCompanyBooking(booking: StoredBooking): CompanyBooking {
  return {
    id: booking.id,
    companyId: booking.companyId,
    date: booking.date,
    time: booking.time,
    timeZone: booking.timeZone,
    startAt: booking.startAt.toISOString(),
    status: booking.status,
    duration: booking.duration,
    ...placeTermsOf(booking),
    totalAmount: booking.totalAmount,
    bufferMinutes: booking.bufferMinutes ?? 0,
    servicePrice: booking.servicePrice,
    serviceId: booking.serviceId,
    serviceName: booking.serviceName,
    customerId: booking.ownerId,
    customerName: booking.ownerName,
    customerEmail: booking.ownerEmail,
    customerPhone: booking.ownerPhone,
    petName: booking.petName,
    petType: booking.petType,
    petBreed: booking.petBreed,
    petAge: booking.petAge,
    notes: booking.notes,
    specialRequirements: booking.specialRequirements,
    employeeId: booking.employeeId,
    employeeName: booking.employeeName,
    seriesId: booking.seriesId ?? null,
    review: booking.review ? { rating: booking.review.rating, review: booking.review.review } : null,
    statusHistory: booking.statusHistory.map((change) => ({
      status: change.status,
      at: change.at.toISOString(),
      role: change.role,
      note: change.note,
    })),
    createdAt: booking.createdAt.toISOString(),
  };
}
