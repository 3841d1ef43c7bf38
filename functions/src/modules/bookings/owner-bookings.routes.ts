import { Router } from 'express';
import {
  availabilityQuerySchema,
  availabilityRangeQuerySchema,
  cancelBookingInputSchema,
  createBookingInputSchema,
  reviewInputSchema,
} from '../../contracts/bookings';
import { bookingMessages } from '../../contracts/booking-vocabulary';
import { currentUser, petOwnerAccess } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { rateLimit } from '../../core/rate-limit';
import { requestServices } from '../../core/request-services';
import { idParams, parse } from '../../core/validation';
import { cancelOwnBooking } from './cancel-booking';
import { createBooking, previewBooking } from './create-booking';
import { getAvailability, getAvailabilityRange } from './get-availability';
import { listOwnerBookings } from './list-owner-bookings';
import { reviewBooking } from './review-booking';

export function ownerBookingsRoutes(clock: Clock): Router {
  const router = Router();

  router.get('/companies/:companyId/services/:serviceId/availability', async (req, res) => {
    const { companyId, serviceId } = idParams(req, 'companyId', 'serviceId');
    // `?from=&days=` asks for the day strip's free counts; `?date=` for one day's slots, as before.
    if ('from' in req.query || 'days' in req.query) {
      const { from, days, employeeId } = parse(availabilityRangeQuerySchema, req.query);
      const range = await getAvailabilityRange(companyId, serviceId, from, days, clock, employeeId);
      res.json({ success: true, data: range });
      return;
    }
    const { date, employeeId } = parse(availabilityQuerySchema, req.query);
    res.json({ success: true, data: await getAvailability(companyId, serviceId, date, clock, employeeId) });
  });
  router.get('/pet-owners/bookings', ...petOwnerAccess, async (_req, res) => {
    res.json({ success: true, data: await listOwnerBookings(currentUser(res).uid, clock) });
  });
  // Far above what one person books by hand; stops a script from filling a company's calendar.
  const bookingLimit = rateLimit({ name: 'bookings', windowMs: 10 * 60_000, max: 20, key: 'user' });
  router.post('/pet-owners/bookings', ...petOwnerAccess, bookingLimit, async (req, res) => {
    const request = parse(createBookingInputSchema, req.body);
    const booking = await createBooking(currentUser(res), request, clock, requestServices(req).lanes);
    res.status(201).json({ success: true, data: booking, message: bookingMessages.success });
  });
  // A preview reads what a booking reads: cheap, but not for a script to poll without end.
  const previewLimit = rateLimit({ name: 'booking-previews', windowMs: 60_000, max: 60, key: 'user' });
  router.post('/pet-owners/bookings/preview', ...petOwnerAccess, previewLimit, async (req, res) => {
    const request = parse(createBookingInputSchema, req.body);
    res.json({ success: true, data: await previewBooking(currentUser(res), request, clock) });
  });
  router.put('/pet-owners/bookings/:bookingId/cancel', ...petOwnerAccess, async (req, res) => {
    const { bookingId } = idParams(req, 'bookingId');
    const { scope } = parse(cancelBookingInputSchema, req.body);
    const booking = await cancelOwnBooking(currentUser(res), bookingId, clock, scope);
    res.json({ success: true, data: booking, message: 'Your booking was cancelled.' });
  });
  router.post('/pet-owners/bookings/:bookingId/review', ...petOwnerAccess, async (req, res) => {
    const { bookingId } = idParams(req, 'bookingId');
    const input = parse(reviewInputSchema, req.body);
    const booking = await reviewBooking(currentUser(res), bookingId, input, clock);
    res.status(201).json({ success: true, data: booking, message: 'Thank you for your review!' });
  });
  return router;
}
