import { z } from 'zod';
import {
  bookingStatuses,
  COMPANY_BOOKINGS_MAX_PAGE_SIZE,
  COMPANY_BOOKINGS_PAGE_SIZE,
  type BookingStatus,
} from './booking-vocabulary';
import { createBookingInputSchema } from './bookings';
import { idSchema, nullableIdSchema } from './ids';
import { bookingModes, type BookingMode } from './service-vocabulary';

/** A booking as the company sees it, with the field names of docs/product.md#company-dashboard. */
export const companyBookingSchema = z.object({
  id: z.string(),
  /** The company's id: the booking's own availability calls (Reschedule) use it. */
  companyId: z.string(),
  date: z.string(),
  time: z.string(),
  timeZone: z.string(),
  /** The instant the booking starts (ISO), for sorting and the calendar. */
  startAt: z.iso.datetime(),
  status: z.enum(bookingStatuses),
  duration: z.number(),
  /** appointment, stay or day; a stay's check-out date and nights (null otherwise). */
  bookingMode: z.enum(bookingModes),
  endDate: z.string().nullable(),
  nights: z.number().int().nullable(),
  totalAmount: z.number(),
  /** The service's clean-up minutes after the appointment, when booked (0 when none): the member's time runs on. */
  bufferMinutes: z.number(),
  servicePrice: z.number(),
  serviceId: z.string(),
  serviceName: z.string(),
  /** The owner's uid, which is also the customer's id (`GET /api/customers/{id}`). */
  customerId: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  petName: z.string(),
  petType: z.string(),
  petBreed: z.string(),
  petAge: z.string(),
  notes: z.string(),
  specialRequirements: z.string(),
  employeeId: z.string().nullable(),
  employeeName: z.string().nullable(),
  /** Shared by every booking of a repeat series; null for a single booking. */
  seriesId: z.string().nullable(),
  /** The owner's review, once given (completed bookings only). */
  review: z.object({ rating: z.number(), review: z.string() }).nullable(),
  statusHistory: z.array(
    z.object({ status: z.enum(bookingStatuses), at: z.iso.datetime(), role: z.string(), note: z.string() }),
  ),
  createdAt: z.iso.datetime(),
});
export type CompanyBooking = z.infer<typeof companyBookingSchema>;

/** The orders of `GET /api/bookings` by appointment date and time. */
export const bookingListOrders = ['asc', 'desc'] as const;
export type BookingListOrder = (typeof bookingListOrders)[number];

const isoDate = (message: string) => z.iso.date(message);
/** A superadmin's acting company, read by the companyAccess middleware (core/plan-access). */
const actingCompanyIdSchema = idSchema('Company not found').optional();

/**
 * `GET /api/bookings`: latest first, paged by cursor (the id of the last booking of the previous page). `date`
 * is one day; `from`/`to` a range of days (inclusive, the company's local dates), e.g. the calendar's month.
 * `search` matches whole words or the beginning of words of the customer, pet, service or employee name. `order`
 * `asc` pages earliest first (the worklist's Today and Upcoming views); the default stays latest first.
 */
export const companyBookingsQuerySchema = z
  .strictObject({
    companyId: actingCompanyIdSchema,
    status: z.enum(bookingStatuses, 'Unknown status').optional(),
    date: isoDate('Use a date like 2026-11-23').optional(),
    from: isoDate('Use a date like 2026-11-23').optional(),
    to: isoDate('Use a date like 2026-11-23').optional(),
    search: z.string().trim().max(80, 'Search is too long').optional(),
    cursor: idSchema('Invalid cursor').optional(),
    order: z.enum(bookingListOrders, 'Use asc or desc').default('desc'),
    limit: z.coerce.number().int().min(1).max(COMPANY_BOOKINGS_MAX_PAGE_SIZE).default(COMPANY_BOOKINGS_PAGE_SIZE),
  })
  .refine((query) => !(query.date && (query.from || query.to)), {
    message: 'Use either a date or a range',
    path: ['date'],
  })
  .refine((query) => !(query.from && query.to && query.from > query.to), {
    message: 'The range ends before it starts',
    path: ['to'],
  });
export type CompanyBookingsQuery = z.infer<typeof companyBookingsQuerySchema>;

export const statusUpdateMessages = { required: 'Please select a status' } as const;

/** docs/product.md#booking-statuses: the status modal (status required, optional notes, notify by email, on by default). */
export const bookingStatusUpdateSchema = z.strictObject({
  status: z.enum(bookingStatuses, statusUpdateMessages.required),
  notes: z.string().trim().max(1000, 'Notes are too long').default(''),
  notifyCustomer: z.boolean().default(true),
});
export type BookingStatusUpdateInput = z.input<typeof bookingStatusUpdateSchema>;

/** docs/product.md#booking-statuses: an employee of the company, or null for Unassigned. */
export const bookingAssignSchema = z.strictObject({
  employeeId: nullableIdSchema('Choose an employee or Unassigned'),
});
export type BookingAssignInput = z.input<typeof bookingAssignSchema>;

/**
 * `PUT /api/bookings/{id}/reschedule` (docs/decisions/0103-moving-a-booking.md): the new start, on the same grid an
 * owner books on, and who does it then (absent: the same team member; null: the company itself, without a team).
 */
export const bookingRescheduleSchema = createBookingInputSchema.pick({ date: true, time: true }).extend({
  employeeId: nullableIdSchema('Choose a team member or Unassigned').optional(),
  note: z.string().trim().max(1000, 'The note is too long').default(''),
});
export type BookingRescheduleInput = z.input<typeof bookingRescheduleSchema>;

/** docs/product.md#company-dashboard: the upcoming list holds up to 5 pending or confirmed future bookings. */
export const UPCOMING_BOOKINGS = 5;

/** `GET /api/bookings/overview`: the overview cards (counts by status over all bookings) and the upcoming list. */
export const companyBookingsOverviewSchema = z.object({
  counts: z.object({
    pending: z.number(),
    confirmed: z.number(),
    in_progress: z.number(),
    completed: z.number(),
    cancelled: z.number(),
    no_show: z.number(),
    total: z.number(),
  } satisfies Record<BookingStatus | 'total', z.ZodNumber>),
  upcoming: z.array(companyBookingSchema),
});
export type CompanyBookingsOverview = z.infer<typeof companyBookingsOverviewSchema>;

/** `GET /api/bookings/month-totals?month=YYYY-MM`: the Bookings screen's month cards (company-local months). */
export const bookingMonthQuerySchema = z.strictObject({
  companyId: actingCompanyIdSchema,
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month like 2026-11'),
});
export type BookingMonthQuery = z.infer<typeof bookingMonthQuerySchema>;
/** A month's bookings (any status, by the month of their appointment), completed ones and their revenue (metrics.ts). */
export const bookingMonthTotalsSchema = z.object({
  month: z.string(),
  bookings: z.number(),
  completed: z.number(),
  revenue: z.number(),
});
export type BookingMonthTotals = z.infer<typeof bookingMonthTotalsSchema>;

/** The Overview's "needs an answer" list holds up to this many pending requests, soonest first. */
export const AGENDA_PENDING_BOOKINGS = 5;

/**
 * One company-local day of the agenda: its appointments in time order (a stay's check-in among them), cancelled ones
 * left out, and the stays that check out that day.
 */
export const agendaDaySchema = z.object({
  date: z.string(),
  bookings: z.array(companyBookingSchema),
  /** Stays whose check-out is this day, by pet name; cancelled ones and no-shows left out (at most 100). */
  checkOuts: z.array(companyBookingSchema),
  /** The day holds more bookings than one page (COMPANY_BOOKINGS_MAX_PAGE_SIZE from today to the next day). */
  truncated: z.boolean(),
});
export type AgendaDay = z.infer<typeof agendaDaySchema>;

/**
 * `GET /api/bookings/agenda`: the Overview's start of the day (docs/decisions/0094-company-bookings-worklist.md):
 * today and the next day the company works (by its business hours) in its time zone, and the pending requests still
 * ahead with the count of all pending.
 */
export const companyAgendaSchema = z.object({
  timeZone: z.string(),
  today: agendaDaySchema,
  nextDay: agendaDaySchema,
  pending: z.object({ bookings: z.array(companyBookingSchema), total: z.number() }),
});
export type CompanyAgenda = z.infer<typeof companyAgendaSchema>;

/** GET /api/bookings/stays: `from` is the first night or day shown, the company's today by default. */
export const staysOccupancyQuerySchema = z.strictObject({
  companyId: actingCompanyIdSchema,
  from: isoDate('Use a date like 2026-12-21').optional(),
});
export type StaysOccupancyQuery = z.infer<typeof staysOccupancyQuerySchema>;
/** GET /api/bookings/stays: places taken of capacity, per night (stays) or day (day care), per service. */
export const staysOccupancySchema = z.object({
  from: z.string(),
  /** The company's today, in its time zone. */
  today: z.string(),
  timeZone: z.string(),
  dates: z.array(z.string()),
  services: z.array(
    z.object({
      serviceId: z.string(),
      name: z.string(),
      bookingMode: z.enum(['stay', 'day'] as const satisfies readonly Exclude<BookingMode, 'appointment'>[]),
      capacity: z.number(),
      /** Places taken on each of `dates`, in order. */
      taken: z.array(z.number()),
    }),
  ),
});
export type StaysOccupancy = z.infer<typeof staysOccupancySchema>;

/** GET /api/bookings/stays/guests: one stay or day service's night (or day) of the Stays tab. */
export const placeGuestsQuerySchema = z.strictObject({
  companyId: actingCompanyIdSchema,
  serviceId: idSchema('Choose a stay or day-care service.'),
  date: isoDate('Use a date like 2026-11-23'),
});
export type PlaceGuestsQuery = z.infer<typeof placeGuestsQuerySchema>;
/**
 * Who holds a place that night or day: its active bookings (pending, confirmed, in progress), by check-in; and the
 * active stays that check out that day, their last night the one before (none for day care).
 */
export const placeGuestsSchema = z.object({
  serviceId: z.string(),
  date: z.string(),
  bookingMode: z.enum(['stay', 'day'] as const satisfies readonly Exclude<BookingMode, 'appointment'>[]),
  capacity: z.number(),
  guests: z.array(companyBookingSchema),
  checkOuts: z.array(companyBookingSchema),
});
export type PlaceGuests = z.infer<typeof placeGuestsSchema>;

/** Why a team member can or cannot take an appointment over (docs/decisions/0073-availability-per-team-member.md). */
export const assignableReasons = ['free', 'busy', 'not_qualified', 'not_working', 'inactive'] as const;
export type AssignableReason = (typeof assignableReasons)[number];

/** One team member as the assign dialog lists him: free for the whole appointment, or why not. */
export const assignableMemberSchema = z.object({
  employeeId: z.string(),
  name: z.string(),
  position: z.string(),
  /** True when `PUT /api/bookings/{id}/assign` with this member would succeed now. */
  free: z.boolean(),
  reason: z.enum(assignableReasons),
  /** The reason in words: "Busy with Full Groom for Max at 10:00 AM". */
  message: z.string(),
  /** This member already has the appointment. */
  current: z.boolean(),
});
export type AssignableMember = z.infer<typeof assignableMemberSchema>;

/** `GET /api/bookings/{id}/assignable`: the company's team for one appointment, in name order. */
export const bookingAssignableSchema = z.object({
  bookingId: z.string(),
  team: z.array(assignableMemberSchema),
  /** Unassigned is a choice only while the company has no active employees (it works as one person). */
  unassignedAllowed: z.boolean(),
});
export type BookingAssignable = z.infer<typeof bookingAssignableSchema>;
