/*
 * The words and limits of bookings and reviews, without schemas: the public pages and the dashboards' first load
 * import these and must not build zod schemas (issue 10; docs/decisions/0119-schemas-load-with-their-forms.md).
 */
import { keysOf } from './vocabulary';

export const bookingStatusLabels = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No Show',
};
export const bookingStatuses = keysOf(bookingStatusLabels);
export type BookingStatus = (typeof bookingStatuses)[number];
/** Statuses that hold their slot. */
export const activeBookingStatuses: readonly BookingStatus[] = ['pending', 'confirmed', 'in_progress'];

/** docs/product.md#validation: 18 half-hour slots from 09:00 to 17:30. */
export const bookingTimeSlots: readonly string[] = Array.from({ length: 18 }, (_, index) => {
  const minutes = 9 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
export const SLOT_MINUTES = 30;
export const CANCELLATION_CUTOFF_HOURS = 24;
/** Statuses an employee may be assigned in (docs/product.md#booking-statuses). */
export const assignableBookingStatuses: readonly BookingStatus[] = ['pending', 'confirmed'];

/** docs/product.md#validation, in the order the form checks them. */
export const bookingMessages = {
  pet: 'Please select a pet for this service.',
  date: 'Please select a date for the appointment.',
  time: 'Please select a time for the appointment.',
  future: 'Please select a future date and time.',
  success: 'Booking created successfully! The service provider will confirm your appointment shortly.',
  failed: 'Failed to create booking. Please try again.',
  error: 'An error occurred while creating the booking. Please try again.',
  noPets: 'No pets found. Please add a pet to your profile first.',
  horizon: 'Please select a date within the next year.',
  openLimit:
    'You already have 5 open bookings with this provider. Please wait until one is completed, or cancel one, before booking again.',
} as const;

/** A pet cannot be in two bookings at once: the server's 409, which the dialog also shows before Confirm. */
export const petBusyMessage = (petName: string) =>
  `${petName} already has a booking at that time. Please choose another time.`;

/** Bookings are taken up to a year ahead, in the company's time zone (issue 7: dates in 2099 were accepted). */
export const BOOKING_HORIZON_YEARS = 1;
/**
 * Open (pending, confirmed, in progress) bookings one owner may hold with one company. Five covers a household
 * booking a few pets or a few weeks ahead, while no single owner can use up a small plan's monthly bookings or
 * block a company's calendar.
 */
export const MAX_OPEN_BOOKINGS_PER_COMPANY = 5;

/** The owner name a booking keeps once its owner deleted his account. */
export const DELETED_OWNER_NAME = 'Deleted user';

/** docs/product.md#reviews: the labels of ratings 1 to 5. */
export const ratingLabels = ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent'] as const;

/** docs/product.md#repeat-appointments: every 1, 2 or 4 weeks, 2 to 12 appointments in all. */
export const REPEAT_EVERY_WEEKS = [1, 2, 4] as const;
export const MIN_REPEAT_COUNT = 2;
export const MAX_REPEAT_COUNT = 12;

/** `GET /api/bookings`: a page of the company's bookings, by default and at most. */
export const COMPANY_BOOKINGS_PAGE_SIZE = 20;
export const COMPANY_BOOKINGS_MAX_PAGE_SIZE = 100;

/** The Stays tab shows this many days, from today unless another first day is asked for (docs/product.md#company-dashboard). */
export const STAYS_OCCUPANCY_DAYS = 14;
/** How far from the company's today the Stays tab may page, either way. */
export const STAYS_OCCUPANCY_REACH_DAYS = 366;
