import { z } from 'zod';
import { weekdays, type Weekday } from './company';
import { idSchema } from './ids';
import { galleryImagesSchema } from './media';
import {
  marketplaceCategories,
  MARKETPLACE_CITY_MAX_LENGTH,
  petGroups,
  ratingThresholds,
  marketplaceSorts,
  MARKETPLACE_MAX_PAGE_SIZE,
  MARKETPLACE_PAGE_SIZE,
  serviceCategories,
  servicePetTypes,
  bookingModes,
  defaultBookingMode,
  MAX_CAPACITY,
  MIN_CAPACITY,
  type BookingMode,
  type ServiceCategory,
} from './service-vocabulary';

export const marketplaceQuerySchema = z.strictObject({
  q: z.string().trim().max(80, 'Search is too long').optional(),
  category: z.enum(marketplaceCategories).optional(),
  petType: z.enum(petGroups).optional(),
  /** A city exactly as the companies store it ("Austin"), as `GET /api/services/public/cities` lists them. */
  city: z.string().trim().min(1, 'City is empty').max(MARKETPLACE_CITY_MAX_LENGTH, 'City is too long').optional(),
  minRating: z.coerce
    .number()
    .refine(
      (value) => (ratingThresholds as readonly number[]).includes(value),
      'Minimum rating must be 3.5, 4.0 or 4.5',
    )
    .optional(),
  sort: z.enum(marketplaceSorts).default('recommended'),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(MARKETPLACE_MAX_PAGE_SIZE).default(MARKETPLACE_PAGE_SIZE),
});
export type MarketplaceQuery = z.infer<typeof marketplaceQuerySchema>;
/** GET /api/services/public/cities takes no parameters. */
export const marketplaceCitiesQuerySchema = z.strictObject({});

/** docs/architecture.md#data-model: a public service. No private company data. */
export const publicServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(serviceCategories),
  petTypes: z.array(z.enum(servicePetTypes)),
  price: z.number(),
  duration: z.number(),
  /** How the price counts (docs/decisions/0086-stays-by-the-night.md): per appointment, per night or per day. */
  bookingMode: z.enum(bookingModes),
  rating: z.number(),
  reviewCount: z.number(),
  companyId: z.string(),
  companyName: z.string(),
  companyLogoUrl: z.string().nullable(),
  location: z.string(),
  image: z.string().nullable(),
});
export type PublicService = z.infer<typeof publicServiceSchema>;

export interface MarketplacePage {
  services: PublicService[];
  nextCursor: string | null;
  /** Every service the filters' indexed query matches, across pages (an aggregation count). */
  total: number;
}

/** GET /api/services/public/cities: a city with listed services, its state and how many services it lists. */
export const marketplaceCitySchema = z.object({ city: z.string(), state: z.string(), count: z.number() });
export type MarketplaceCity = z.infer<typeof marketplaceCitySchema>;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM');
export const dayAvailabilitySchema = z
  .strictObject({ enabled: z.boolean(), startTime: time, endTime: time })
  .refine((day) => !day.enabled || day.startTime < day.endTime, {
    message: 'Start time must be before end time',
    path: ['endTime'],
  });
export type DayAvailability = z.infer<typeof dayAvailabilitySchema>;
export type ServiceAvailability = Record<Weekday, DayAvailability>;
/** A service's seven weekdays, as a company's services answer them. */
export const serviceAvailabilitySchema = z.object(
  Object.fromEntries(weekdays.map((day) => [day, dayAvailabilitySchema])) as Record<
    Weekday,
    typeof dayAvailabilitySchema
  >,
);

/** docs/product.md#validation: Monday to Friday 09:00-17:00, Saturday 09:00-15:00, Sunday disabled. */
export const defaultServiceAvailability: ServiceAvailability = {
  monday: { enabled: true, startTime: '09:00', endTime: '17:00' },
  tuesday: { enabled: true, startTime: '09:00', endTime: '17:00' },
  wednesday: { enabled: true, startTime: '09:00', endTime: '17:00' },
  thursday: { enabled: true, startTime: '09:00', endTime: '17:00' },
  friday: { enabled: true, startTime: '09:00', endTime: '17:00' },
  saturday: { enabled: true, startTime: '09:00', endTime: '15:00' },
  sunday: { enabled: false, startTime: '09:00', endTime: '17:00' },
};

export const DEFAULT_SERVICE_DURATION = 60;
/** Clean-up time after each appointment, during which its team member takes nothing else (issue 21). */
export const MAX_BUFFER_MINUTES = 120;
export const BUFFER_STEP_MINUTES = 5;
/** A service names at most this many team members (the largest plan's employee cap). */
export const MAX_SERVICE_EMPLOYEES = 50;
const requiredMessage = 'Name, description, price, and at least one pet type are required';
export const capacityMessages = {
  range: `Capacity is ${MIN_CAPACITY} to ${MAX_CAPACITY} places`,
  required: `Stays and day bookings need a capacity: ${MIN_CAPACITY} to ${MAX_CAPACITY} places (runs, kennels or places)`,
} as const;

/** docs/product.md#validation: the service form. */
export const serviceInputSchema = z
  .strictObject({
    name: z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(120),
    description: z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(2000),
    category: z.enum(serviceCategories).default('grooming'),
    petTypes: z
      .array(z.enum(servicePetTypes))
      .min(1, requiredMessage)
      .max(servicePetTypes.length)
      .transform((types) => [...new Set(types)]),
    price: z
      .number({ error: requiredMessage })
      .min(0, 'Price must be 0 or more')
      .max(100_000)
      .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'Price has at most 2 decimals'),
    duration: z
      .number()
      .int()
      .min(15, 'Duration is at least 15 minutes')
      .max(24 * 60)
      .multipleOf(15, 'Duration goes in steps of 15 minutes')
      .default(DEFAULT_SERVICE_DURATION),
    isActive: z.boolean().default(true),
    availability: z
      .object(
        Object.fromEntries(weekdays.map((day) => [day, dayAvailabilitySchema])) as Record<
          Weekday,
          typeof dayAvailabilitySchema
        >,
      )
      .strict()
      .default(defaultServiceAvailability),
    requirements: z.string().trim().max(1000).default(''),
    cancellationPolicy: z.string().trim().max(1000).default(''),
    /** New photos as data URLs, kept ones as their media URLs (stored like the profile's photos). */
    images: galleryImagesSchema.default([]),
    /** The team members who perform it; empty means every active employee (docs/product.md#bookings). */
    employeeIds: z
      .array(idSchema('Choose team members of your company'))
      .max(MAX_SERVICE_EMPLOYEES)
      .default([])
      .transform((ids) => [...new Set(ids)]),
    bufferMinutes: z
      .number({ error: 'Buffer is a number of minutes' })
      .int()
      .min(0, 'Buffer is 0 to 120 minutes')
      .max(MAX_BUFFER_MINUTES, 'Buffer is 0 to 120 minutes')
      .multipleOf(BUFFER_STEP_MINUTES, 'Buffer goes in steps of 5 minutes')
      .default(0),
    /** Absent: the category's default (boarding stay, daycare day, else appointment), resolved when saved. */
    bookingMode: z.enum(bookingModes, { error: 'Booking mode is appointment, stay or day' }).optional(),
    /** Places each night or day; required for stay and day services. */
    capacity: z
      .number({ error: capacityMessages.range })
      .int(capacityMessages.range)
      .min(MIN_CAPACITY, capacityMessages.range)
      .max(MAX_CAPACITY, capacityMessages.range)
      .optional(),
  })
  .superRefine((service, context) => {
    if (resolvedBookingMode(service) !== 'appointment' && service.capacity === undefined)
      context.addIssue({ code: 'custom', path: ['capacity'], message: capacityMessages.required });
  });

/** The mode a saved form gets: the one it names, or its category's default. */
export function resolvedBookingMode(fields: { bookingMode?: BookingMode; category?: ServiceCategory }): BookingMode {
  return fields.bookingMode ?? defaultBookingMode(fields.category ?? 'grooming');
}

/**
 * The mode of a stored service: services saved before issue 21 section 4 have none and stay appointments, whatever
 * their category (their bookings hold team members' time; docs/decisions/0086-stays-by-the-night.md).
 */
export function storedBookingMode(service: { bookingMode?: BookingMode }): BookingMode {
  return service.bookingMode ?? 'appointment';
}
export type ServiceInput = z.input<typeof serviceInputSchema>;
export type ServiceFields = z.output<typeof serviceInputSchema>;

/** The card's active toggle sends only isActive (docs/product.md#company-dashboard). */
export const serviceToggleSchema = z.strictObject({ isActive: z.boolean({ error: 'isActive must be true or false' }) });
export type ServiceToggle = z.infer<typeof serviceToggleSchema>;

/** A body of exactly `{ isActive }` is the toggle; anything else is the full form. */
export const isServiceToggle = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && Object.keys(body).length === 1 && 'isActive' in body;

export const serviceMessages = {
  required: requiredMessage,
  deleteWarning: 'This action cannot be undone and will cancel existing bookings for this service.',
  loadFailed: 'Failed to load services',
  addFailed: 'Failed to add service',
  updateFailed: 'Failed to update service',
  deleteFailed: 'Failed to delete service',
  toggleFailed: 'Failed to toggle service status',
} as const;

/** A service as its company manages it (GET /api/services). */
export const companyServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(serviceCategories),
  petTypes: z.array(z.enum(servicePetTypes)),
  duration: z.number(),
  price: z.number(),
  isActive: z.boolean(),
  availability: serviceAvailabilitySchema,
  requirements: z.string(),
  cancellationPolicy: z.string(),
  images: z.array(z.string()),
  /** Who performs it; empty means every active employee. */
  employeeIds: z.array(z.string()),
  bufferMinutes: z.number(),
  /** How it is booked; services saved before issue 21 section 4 read as appointment. */
  bookingMode: z.enum(bookingModes),
  /** Places each night or day (stay and day services); null for appointments without one. */
  capacity: z.number().nullable(),
  /** Average of its reviews; null with none. */
  rating: z.number().nullable(),
  reviewCount: z.number(),
  /** Shown in the marketplace now (active, and the company verified, active and subscribed). */
  listed: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CompanyService = z.infer<typeof companyServiceSchema>;

/** DELETE /api/services/{id}: how many future bookings were cancelled with it. */
export const deletedServiceSchema = z.object({ id: z.string(), cancelledBookings: z.number().int() });
export type DeletedService = z.infer<typeof deletedServiceSchema>;
