import type { z } from 'zod';
import {
  DEFAULT_SERVICE_DURATION,
  defaultServiceAvailability,
  type CompanyService,
  type serviceInputSchema,
} from '@contracts/services';

export type ServiceFormValues = z.input<typeof serviceInputSchema>;

/** The defaults (docs/product.md#validation) for a new service; an edit starts from the service as stored. */
export function serviceFormDefaults(service?: CompanyService): ServiceFormValues {
  if (!service) {
    return {
      name: '',
      description: '',
      category: 'grooming',
      petTypes: [],
      price: Number.NaN,
      duration: DEFAULT_SERVICE_DURATION,
      isActive: true,
      availability: defaultServiceAvailability,
      requirements: '',
      cancellationPolicy: '',
      images: [],
      employeeIds: [],
      bufferMinutes: 0,
      bookingMode: 'appointment',
      capacity: undefined,
    };
  }
  return {
    name: service.name,
    description: service.description,
    category: service.category,
    petTypes: service.petTypes,
    price: service.price,
    duration: service.duration,
    isActive: service.isActive,
    availability: service.availability,
    requirements: service.requirements,
    cancellationPolicy: service.cancellationPolicy,
    images: service.images,
    employeeIds: service.employeeIds,
    bufferMinutes: service.bufferMinutes,
    bookingMode: service.bookingMode,
    capacity: service.capacity ?? undefined,
  };
}
