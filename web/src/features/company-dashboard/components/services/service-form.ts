import type { z } from 'zod';
import {
  DEFAULT_SERVICE_DURATION,
  defaultServiceAvailability,
  type CompanyService,
  type serviceInputSchema,
} from '@contracts/services';

export type ServiceFormValues = z.input<typeof serviceInputSchema>;
export type ServiceFormOutput = z.output<typeof serviceInputSchema>;

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
  const {
    name,
    description,
    category,
    petTypes,
    price,
    duration,
    isActive,
    availability,
    requirements,
    cancellationPolicy,
    images,
    employeeIds,
    bufferMinutes,
    bookingMode,
    capacity,
  } = service;
  return {
    name,
    description,
    category,
    petTypes,
    price,
    duration,
    isActive,
    availability,
    requirements,
    cancellationPolicy,
    images,
    employeeIds,
    bufferMinutes,
    bookingMode,
    capacity: capacity ?? undefined,
  };
}
