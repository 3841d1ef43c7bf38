import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { AppError } from '../../core/errors';
import { db } from '../../core/firebase';
import { firstResponseDelta } from '../analytics';
import { bookingsRepository, type StoredBooking } from '../../data/bookings';
import { bookingSearchTokens } from '../../data/booking-search';
import { companiesRepository } from '../../data/companies';
import { rollupsRepository } from '../../data/rollups';
import { moveCounters } from '../../data/counter-moves';
import { servicesRepository } from '../../data/services';
import { usersRepository } from '../../data/users';
import { availablePerformer, movableAppointmentInTransaction, teamRecipientInTransaction } from './assign-employee';
import { holdFor } from './booking-hold';
import { when } from './booking-mails';
import { tellRescheduled } from './booking-notifier';
import { slotRefusal, slotStart } from './booking-rules';
import { clashIn } from './team-availability';

export interface RescheduleRequest {
  date: string;
  time: string;
  /** Who does it at the new time; absent: the same team member (or the company itself). */
  employeeId?: string | null;
  note: string;
}

const refusedSlot = {
  past: 'Choose a time in the future.',
  beyond: 'That date is further ahead than bookings are taken.',
  closed: 'Your company is closed at that time. Choose another day or time.',
  unavailable: 'This service is not offered at that time. Choose another time.',
} as const;

/**
 * docs/decisions/0103-moving-a-booking.md: a pending or confirmed appointment moves to another start (and, when
 * asked, another team member) in one transaction. The new time is checked as a new booking would be: inside the
 * business hours and the service's window for the booking's length with its buffer, the pet free, and whoever does
 * the work working and free (the booking itself aside); the old blocks are freed and the new ones taken in the same
 * commit, so a move can never double-book. The status stays; the history records the move, the owner is told, and
 * the reminder follows the new start. The same move asked again changes nothing.
 */
export async function rescheduleBooking(
  actor: AuthUser,
  companyId: string,
  bookingId: string,
  request: RescheduleRequest,
  clock: Clock,
): Promise<StoredBooking> {
  const now = clock.now();
  return db().runTransaction(async (tx) => {
    const booking = await movableAppointmentInTransaction(tx, companyId, bookingId, {
      status: 'Only pending or confirmed bookings can be moved.',
      placeBooking:
        'Stays and day bookings hold places night by night: cancel this one and book the new dates instead.',
    });
    const employeeId = request.employeeId === undefined ? booking.employeeId : request.employeeId;
    if (booking.date === request.date && booking.time === request.time && booking.employeeId === employeeId)
      return booking;

    const [service, company] = await Promise.all([
      servicesRepository.getInTransaction(tx, companyId, booking.serviceId),
      companiesRepository.getInTransaction(tx, companyId),
    ]);
    if (!service || !company)
      throw new AppError('CONFLICT', 409, `${booking.serviceName} is no longer offered; this booking cannot be moved.`);
    const refused = slotRefusal(request.date, request.time, {
      businessHours: company.businessHours,
      availability: service.availability,
      timeZone: booking.timeZone,
      now,
      minutes: booking.duration + (booking.bufferMinutes ?? 0),
    });
    if (refused === 'past' || refused === 'beyond')
      throw new AppError('VALIDATION_FAILED', 400, refusedSlot[refused], { date: refusedSlot[refused] });
    if (refused) throw new AppError('SLOT_UNAVAILABLE', 409, refusedSlot[refused]);

    const moved: StoredBooking = {
      ...booking,
      date: request.date,
      time: request.time,
      startAt: slotStart(request.date, request.time, booking.timeZone),
    };
    const hold = holdFor({ ...moved, employeeId });
    const petBusy = bookingsRepository.petBlocksFromSnapshot(
      await tx.get(bookingsRepository.petScheduleRef(hold.petScheduleId)),
    );
    if (clashIn(petBusy, hold.petBlocks, booking.id))
      throw new AppError('SLOT_TAKEN', 409, `${booking.petName} has another booking at that time.`);
    const performer = await availablePerformer(tx, moved, employeeId);
    const member = performer.employeeId ? await teamRecipientInTransaction(tx, moved, performer.employeeId) : null;
    const ownerContact = await usersRepository.contactInTransaction(tx, booking.ownerId);

    const from = { startAt: booking.startAt, time: booking.time, timeZone: booking.timeZone };
    const statusHistory = [
      ...booking.statusHistory,
      {
        status: booking.status,
        at: now,
        by: actor.uid,
        role: actor.role,
        note: [`Moved from ${when(from)} to ${when(moved)}`, request.note].filter(Boolean).join('. '),
      },
    ];
    const patch = {
      date: moved.date,
      time: moved.time,
      startAt: moved.startAt,
      employeeId: performer.employeeId,
      employeeName: performer.name,
      hold,
      searchTokens: bookingSearchTokens({ ...booking, employeeName: performer.name }),
      statusHistory,
      updatedAt: now,
    };
    bookingsRepository.moveHoldInTransaction(tx, booking.id, booking.hold ?? holdFor(booking), patch.hold);
    bookingsRepository.updateInTransaction(tx, booking.id, patch);
    // The booking counts on its appointment's day: a move to another week or month moves it there.
    const response = firstResponseDelta(booking.statusHistory, actor.role, booking.createdAt, now);
    const dayChanged = moved.date !== booking.date;
    const counted = (by: 1 | -1) => ({ bookings: by, bookedValue: by * booking.totalAmount });
    await moveCounters(tx, (counters) => {
      if (dayChanged)
        rollupsRepository.move(counters, companyId, booking.date, counted(-1), booking.serviceId, booking.category);
      if (dayChanged || response.responses)
        rollupsRepository.move(
          counters,
          companyId,
          moved.date,
          { ...(dayChanged ? counted(1) : {}), ...response },
          booking.serviceId,
          booking.category,
        );
    });
    const result = { ...booking, ...patch };
    await tellRescheduled(
      tx,
      result,
      { from, note: request.note },
      { address: booking.ownerEmail, ...ownerContact },
      member && { recipient: member.member, companyTakesEmail: member.companyTakesEmail },
      now,
    );
    return result;
  });
}
