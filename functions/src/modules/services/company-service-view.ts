import { storedBookingMode, type CompanyService } from '../../contracts/services';
import { ratingAverage } from '../../data/service-listing';
import { serviceIdentity, type StoredService } from '../../data/services';

/** A service as its company manages it; the marketplace's denormalised fields stay inside. */
export function toCompanyService(service: StoredService): CompanyService {
  return {
    ...serviceIdentity(service),
    duration: service.duration,
    price: service.price,
    isActive: service.isActive,
    availability: service.availability,
    requirements: service.requirements,
    cancellationPolicy: service.cancellationPolicy,
    images: service.images ?? [],
    employeeIds: service.employeeIds ?? [],
    bufferMinutes: service.bufferMinutes ?? 0,
    bookingMode: storedBookingMode(service),
    capacity: service.capacity ?? null,
    rating: service.rating.count > 0 ? ratingAverage(service.rating) : null,
    reviewCount: service.rating.count,
    listed: service.listed,
    createdAt: service.createdAt.toISOString(),
    updatedAt: service.updatedAt.toISOString(),
  };
}
