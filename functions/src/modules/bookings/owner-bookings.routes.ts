import { Router } from 'express';
import { z } from 'zod';
import { availabilityQuerySchema, bookingMessages, createBookingInputSchema, reviewInputSchema } from '../../contracts/bookings';
import { authenticate, currentUser, requireRole } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { parse } from '../../core/validation';
import { cancelOwnBooking } from './cancel-booking';
import { createBooking } from './create-booking';
import { getAvailability } from './get-availability';
import { listOwnerBookings } from './list-owner-bookings';
import { reviewBooking } from './review-booking';

const bookingParamsSchema = z.object({ bookingId: z.string().min(1).max(128) });
const serviceParamsSchema = z.object({ companyId: z.string().min(1).max(128), serviceId: z.string().min(1).max(128) });

export function ownerBookingsRoutes(clock: Clock): Router {
  const router = Router();
  const owners = [authenticate, requireRole('pet_owner', 'superadmin')];

  router.get('/companies/:companyId/services/:serviceId/availability', async (req, res) => {
    const { companyId, serviceId } = parse(serviceParamsSchema, req.params);
    const { date } = parse(availabilityQuerySchema, req.query);
    res.json({ success: true, data: await getAvailability(companyId, serviceId, date, clock) });
  });
  router.get('/pet-owners/bookings', ...owners, async (_req, res) => {
    res.json({ success: true, data: await listOwnerBookings(currentUser(res).uid, clock) });
  });
  router.post('/pet-owners/bookings', ...owners, async (req, res) => {
    const request = parse(createBookingInputSchema, req.body);
    const booking = await createBooking(currentUser(res), request, clock);
    res.status(201).json({ success: true, data: booking, message: bookingMessages.success });
  });
  router.put('/pet-owners/bookings/:bookingId/cancel', ...owners, async (req, res) => {
    const { bookingId } = parse(bookingParamsSchema, req.params);
    const booking = await cancelOwnBooking(currentUser(res), bookingId, clock);
    res.json({ success: true, data: booking, message: 'Your booking was cancelled.' });
  });
  router.post('/pet-owners/bookings/:bookingId/review', ...owners, async (req, res) => {
    const { bookingId } = parse(bookingParamsSchema, req.params);
    const input = parse(reviewInputSchema, req.body);
    const booking = await reviewBooking(currentUser(res), bookingId, input, clock);
    res.status(201).json({ success: true, data: booking, message: 'Thank you for your review!' });
  });
  return router;
}
