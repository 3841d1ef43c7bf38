import { z } from 'zod';
import { idSchema } from './ids';
import {
  bookingMessages,
  bookingStatuses,
  bookingTimeSlots,
  MAX_REPEAT_COUNT,
  MIN_REPEAT_COUNT,
  REPEAT_EVERY_WEEKS,
} from './booking-vocabulary';
import { bookingModes, MAX_STAY_NIGHTS, MIN_STAY_NIGHTS } from './service-vocabulary';

/** docs/product.md#stays-and-day-care: the words of a stay's check-out. */
export const stayMessages = {
  endDate: `Please select a check-out date ${MIN_STAY_NIGHTS} to ${MAX_STAY_NIGHTS} nights after check-in.`,
  endDateRequired: 'Please select a check-out date for the stay.',
  endDateNotForAppointment: 'Only stays have a check-out date.',
  full: (date: string) => `No place is left on ${date}. Please choose other dates.`,
  dayFull: (date: string) => `No place is left on ${date}. Please choose another day.`,
  petBusy: (petName: string) => `${petName} already has a stay or day booking on those dates.`,
} as const;

/** docs/product.md#repeat-appointments: the words of a series (its limits are in booking-vocabulary.ts). */
export const repeatMessages = {
  everyWeeks: 'Repeat every 1, 2 or 4 weeks.',
  count: `A series has ${MIN_REPEAT_COUNT} to ${MAX_REPEAT_COUNT} appointments.`,
  notForPlaces: 'Only appointments can repeat; book stays and day care one at a time.',
  conflict: 'Some dates of this series cannot be booked. Nothing was booked.',
} as const;
export const repeatSchema = z.strictObject({
  everyWeeks: z.literal(REPEAT_EVERY_WEEKS, { error: repeatMessages.everyWeeks }),
  count: z
    .number({ error: repeatMessages.count })
    .int(repeatMessages.count)
    .min(MIN_REPEAT_COUNT, repeatMessages.count)
    .max(MAX_REPEAT_COUNT, repeatMessages.count),
});
export type Repeat = z.infer<typeof repeatSchema>;

export const createBookingInputSchema = z.strictObject({
  companyId: idSchema('Choose a service to book.'),
  serviceId: idSchema('Choose a service to book.'),
  petId: idSchema(bookingMessages.pet),
  date: z.string({ error: bookingMessages.date }).min(1, bookingMessages.date).pipe(z.iso.date(bookingMessages.date)),
  time: z
    .string({ error: bookingMessages.time })
    .refine((value) => bookingTimeSlots.includes(value), bookingMessages.time),
  notes: z.string().trim().max(1000).default(''),
  specialRequirements: z.string().trim().max(1000).default(''),
  /** The team member the owner asks for; absent: the server picks a free one (docs/product.md#bookings). */
  employeeId: idSchema('Choose a team member or Any available').optional(),
  /** A stay's check-out day, 1 to 30 nights after `date` (the check-in); only stays take one. */
  endDate: z.iso.date(stayMessages.endDate).optional(),
  /** The same appointment every few weeks, booked whole or not at all. */
  repeat: repeatSchema.optional(),
});
export type CreateBookingInput = z.input<typeof createBookingInputSchema>;

/** `PUT /api/pet-owners/bookings/{id}/cancel`: one booking, or it and the later ones of its series. */
export const cancelBookingInputSchema = z
  .strictObject({
    scope: z.enum(['this', 'following'], { error: 'Cancel "this" booking or it and the "following" ones.' }).optional(),
  })
  .default({});

const slotUnavailableReasons = ['past', 'beyond', 'closed', 'unavailable', 'taken'] as const;
export type SlotUnavailableReason = (typeof slotUnavailableReasons)[number];
/** Why one date of a series (or a single booking) cannot be booked; null when it can. */
export type OccurrenceRefusal =
  SlotUnavailableReason | 'pet_busy' | 'employee_busy' | 'employee_unavailable' | 'limit_reached';
/** `POST /api/pet-owners/bookings/preview`: what booking the same body would give, date by date. */
export const occurrencePreviewSchema = z.object({
  date: z.string(),
  time: z.string(),
  available: z.boolean(),
  reason: z
    .enum([...slotUnavailableReasons, 'pet_busy', 'employee_busy', 'employee_unavailable', 'limit_reached'])
    .nullable(),
  /** Why, in words; null when available. */
  message: z.string().nullable(),
  /** The team member it would get; null at a company that works as one person or when unavailable. */
  employeeId: z.string().nullable(),
  employeeName: z.string().nullable(),
});
export type OccurrencePreview = z.infer<typeof occurrencePreviewSchema>;
export const bookingPreviewSchema = z.object({ occurrences: z.array(occurrencePreviewSchema) });
export type BookingPreview = z.infer<typeof bookingPreviewSchema>;

const employeeFilter = idSchema('Choose a team member or Any available').optional();
/** `?employeeId=` counts only that team member (the dialog's "with Sam"). */
export const availabilityQuerySchema = z.strictObject({
  date: z.iso.date(bookingMessages.date),
  employeeId: employeeFilter,
});

/** The day strip asks for two weeks at a time; a request never reads more than this many days of slots. */
export const MAX_AVAILABILITY_DAYS = 14;
/** The range form of the availability path (`?from=YYYY-MM-DD&days=14`): free slots counted per day. */
export const availabilityRangeQuerySchema = z.strictObject({
  from: z.iso.date('Choose the first day as YYYY-MM-DD.'),
  days: z.coerce
    .number({ error: `Ask for 1 to ${MAX_AVAILABILITY_DAYS} days.` })
    .int(`Ask for 1 to ${MAX_AVAILABILITY_DAYS} days.`)
    .min(1, `Ask for 1 to ${MAX_AVAILABILITY_DAYS} days.`)
    .max(MAX_AVAILABILITY_DAYS, `Ask for 1 to ${MAX_AVAILABILITY_DAYS} days.`),
  employeeId: employeeFilter,
});

export const slotAvailabilitySchema = z.object({
  time: z.string(),
  available: z.boolean(),
  /** How many team members could take this appointment (0 when unavailable). */
  free: z.number(),
  reason: z.enum(slotUnavailableReasons).optional(),
});
export type SlotAvailability = z.infer<typeof slotAvailabilitySchema>;
/** A team member an owner may ask for: active and performing the service. */
export const teamMemberOptionSchema = z.object({ id: z.string(), name: z.string() });
export type TeamMemberOption = z.infer<typeof teamMemberOptionSchema>;
export const dayAvailabilityViewSchema = z.object({
  date: z.string(),
  timeZone: z.string(),
  /** How the service is booked; for stay and day services `free` counts places that night or day. */
  bookingMode: z.enum(bookingModes),
  /** Places each night or day (stay and day services); null for appointments. */
  capacity: z.number().nullable(),
  slots: z.array(slotAvailabilitySchema),
  /** The team members who perform the service (empty for a company that works as one person). */
  team: z.array(teamMemberOptionSchema),
});
export type DayAvailabilityView = z.infer<typeof dayAvailabilityViewSchema>;
/** How many of a day's 18 slots can still be booked; for stay and day services, how many places are free. */
export const dayFreeCountSchema = z.object({
  date: z.string(),
  free: z.number(),
  /** Stay and day services: whether a check-in (drop-off) can be booked that day (an open day, a free place). */
  checkIn: z.boolean().optional(),
});
export type DayFreeCount = z.infer<typeof dayFreeCountSchema>;
export const availabilityRangeViewSchema = z.object({
  from: z.string(),
  timeZone: z.string(),
  /** For stay and day services each day's `free` is the places still free that night or day. */
  bookingMode: z.enum(bookingModes),
  capacity: z.number().nullable(),
  days: z.array(dayFreeCountSchema),
  /** As in the day form: who the owner may ask for. */
  team: z.array(teamMemberOptionSchema),
});
export type AvailabilityRangeView = z.infer<typeof availabilityRangeViewSchema>;

/** docs/product.md#reviews: rating 1 to 5 (default 5); the text is required. */
export const reviewInputSchema = z.strictObject({
  rating: z.number().int().min(1, 'Rating is from 1 to 5 stars').max(5, 'Rating is from 1 to 5 stars').default(5),
  review: z.string({ error: 'Please provide a review' }).trim().min(1, 'Please provide a review').max(2000),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** A booking as its owner sees it (docs/architecture.md#data-model). */
export const ownerBookingSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  companyName: z.string(),
  companyPhone: z.string(),
  petId: z.string(),
  petName: z.string(),
  date: z.string(),
  time: z.string(),
  timeZone: z.string(),
  startAt: z.iso.datetime(),
  duration: z.number(),
  /** appointment, stay or day (bookings made before issue 21 section 4 are appointments). */
  bookingMode: z.enum(bookingModes),
  /** A stay's check-out date; null otherwise. */
  endDate: z.string().nullable(),
  /** A stay's nights; null otherwise. */
  nights: z.number().int().nullable(),
  status: z.enum(bookingStatuses),
  servicePrice: z.number(),
  totalAmount: z.number(),
  notes: z.string(),
  specialRequirements: z.string(),
  /** Who does the work; null at a company that works as one person. */
  employeeId: z.string().nullable(),
  employeeName: z.string().nullable(),
  /** Shared by every booking of a repeat series; null for a single booking. */
  seriesId: z.string().nullable(),
  hasRating: z.boolean(),
  review: z.object({ rating: z.number(), review: z.string(), createdAt: z.iso.datetime() }).nullable(),
  canCancel: z.boolean(),
  canReview: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type OwnerBooking = z.infer<typeof ownerBookingSchema>;
