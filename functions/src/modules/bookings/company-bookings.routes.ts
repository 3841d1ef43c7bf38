import { Router } from 'express';
import {
  bookingAssignSchema,
  bookingMonthQuerySchema,
  bookingRescheduleSchema,
  bookingStatusUpdateSchema,
  companyBookingsQuerySchema,
  placeGuestsQuerySchema,
  staysOccupancyQuerySchema,
} from '../../contracts/company-bookings';
import { companyCaller } from '../../core/api-key-auth';
import { currentUser } from '../../core/auth';
import { actingCompany, companyAccess, type CompanyAccessDependencies } from '../../core/plan-access';
import { idParams, parse } from '../../core/validation';
import { assignEmployee } from './assign-employee';
import { getBookingsOverview } from './get-bookings-overview';
import { getCompanyAgenda } from './get-company-agenda';
import { getCompanyBooking } from './get-company-booking';
import { getMonthTotals } from './get-month-totals';
import { getStaysOccupancy } from './get-stays-occupancy';
import { toCompanyBooking } from './company-booking-view';
import { listAssignableMembers } from './list-assignable-members';
import { listCompanyBookings } from './list-company-bookings';
import { listPlaceGuests } from './list-place-guests';
import { rescheduleBooking } from './reschedule-booking';
import { when } from './booking-mails';
import { updateBookingStatus } from './update-booking-status';

/** The appointments screen (docs/product.md#company-dashboard), behind the feature basicReporting. */
export function companyBookingsRoutes(dependencies: CompanyAccessDependencies): Router {
  const router = Router();
  const company = [...companyCaller, companyAccess(dependencies, { feature: 'basicReporting' })];

  router.get('/bookings', ...company, async (req, res) => {
    const query = parse(companyBookingsQuerySchema, req.query);
    res.json({ success: true, ...(await listCompanyBookings(actingCompany(res).companyId, query)) });
  });
  router.get('/bookings/overview', ...company, async (_req, res) => {
    res.json({ success: true, data: await getBookingsOverview(actingCompany(res).companyId, dependencies.clock) });
  });
  router.get('/bookings/agenda', ...company, async (_req, res) => {
    res.json({ success: true, data: await getCompanyAgenda(actingCompany(res).companyId, dependencies.clock) });
  });
  router.get('/bookings/month-totals', ...company, async (req, res) => {
    const query = parse(bookingMonthQuerySchema, req.query);
    res.json({ success: true, data: await getMonthTotals(actingCompany(res).companyId, query) });
  });
  router.get('/bookings/stays', ...company, async (req, res) => {
    const query = parse(staysOccupancyQuerySchema, req.query);
    res.json({ success: true, data: await getStaysOccupancy(actingCompany(res).companyId, query, dependencies.clock) });
  });
  router.get('/bookings/stays/guests', ...company, async (req, res) => {
    const query = parse(placeGuestsQuerySchema, req.query);
    res.json({ success: true, data: await listPlaceGuests(actingCompany(res).companyId, query) });
  });
  // After the named paths above, so "overview", "agenda", "month-totals" and "stays" are never taken for an id.
  router.get('/bookings/:bookingId', ...company, async (req, res) => {
    const { bookingId } = idParams(req, 'bookingId');
    res.json({ success: true, data: await getCompanyBooking(actingCompany(res).companyId, bookingId) });
  });
  router.get('/bookings/:bookingId/assignable', ...company, async (req, res) => {
    const { bookingId } = idParams(req, 'bookingId');
    res.json({ success: true, data: await listAssignableMembers(actingCompany(res).companyId, bookingId) });
  });
  router.put('/bookings/:bookingId/status', ...company, async (req, res) => {
    const { bookingId } = idParams(req, 'bookingId');
    const { status, notes, notifyCustomer } = parse(bookingStatusUpdateSchema, req.body);
    const booking = await updateBookingStatus(
      currentUser(res),
      actingCompany(res).companyId,
      bookingId,
      status,
      notes,
      dependencies.clock,
      { notifyCustomer },
    );
    res.json({ success: true, data: toCompanyBooking(booking), message: 'Appointment status updated.' });
  });
  router.put('/bookings/:bookingId/reschedule', ...company, async (req, res) => {
    const { bookingId } = idParams(req, 'bookingId');
    const request = parse(bookingRescheduleSchema, req.body);
    const booking = await rescheduleBooking(
      currentUser(res),
      actingCompany(res).companyId,
      bookingId,
      request,
      dependencies.clock,
    );
    res.json({ success: true, data: toCompanyBooking(booking), message: `Moved to ${when(booking)}.` });
  });
  router.put('/bookings/:bookingId/assign', ...company, async (req, res) => {
    const { bookingId } = idParams(req, 'bookingId');
    const { employeeId } = parse(bookingAssignSchema, req.body);
    const booking = await assignEmployee(actingCompany(res).companyId, bookingId, employeeId, dependencies.clock);
    res.json({
      success: true,
      data: toCompanyBooking(booking),
      message: employeeId ? `Assigned to ${booking.employeeName}.` : 'The booking is unassigned.',
    });
  });
  return router;
}
