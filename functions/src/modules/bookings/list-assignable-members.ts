import { assignableBookingStatuses } from '../../contracts/booking-vocabulary';
import type { AssignableMember, AssignableReason, BookingAssignable } from '../../contracts/company-bookings';
import type { Employee } from '../../contracts/employees';
import { AppError, notFound } from '../../core/errors';
import { bookingsRepository, holdIds, type StoredBooking } from '../../data/bookings';
import { employeesRepository } from '../../data/employees';
import { servicesRepository } from '../../data/services';
import { holdFor } from './booking-hold';
import { assignVerdict, type AssignVerdict } from './team-availability';

const reasonText: Record<Exclude<AssignableReason, 'busy'>, (booking: StoredBooking) => string> = {
  free: () => 'Free for this appointment',
  inactive: () => 'Not active',
  not_qualified: (booking) => `Does not perform ${booking.serviceName}`,
  not_working: () => 'Not working at that time',
};

/** "14:30" -> "2:30 PM", as the screens write times (docs/decisions/0070-currency-and-dates.md). */
function twelveHour(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * `GET /api/bookings/{id}/assignable` (docs/decisions/0087-day-view.md): the company's team for one appointment, each
 * free or not with the reason, from the same rules `assignEmployee` applies (`assignVerdict`), so the dialog lists
 * only members the move will accept. Reads are bounded by the team: the booking, then the employees, the service and
 * the company's document of the booking's day together, and the clashing bookings in one batch (to name them).
 */
export async function listAssignableMembers(companyId: string, bookingId: string): Promise<BookingAssignable> {
  const booking = await bookingsRepository.get(bookingId);
  if (!booking || booking.companyId !== companyId) throw notFound('Booking not found');
  if (!assignableBookingStatuses.includes(booking.status)) {
    throw new AppError('CONFLICT', 409, 'Employees can only be assigned to pending or confirmed bookings.');
  }
  const [employees, service, schedules] = await Promise.all([
    employeesRepository.list(companyId),
    servicesRepository.get(companyId, booking.serviceId),
    bookingsRepository.teamBlocksOn(companyId, [booking.date]),
  ]);
  const blocks = holdFor(booking).employeeBlocks!;
  const appointment = {
    date: booking.date,
    time: booking.time,
    timeZone: booking.timeZone,
    minutes: booking.duration + (booking.bufferMinutes ?? 0),
  };
  const verdicts = employees.map((employee) => ({
    employee,
    verdict: assignVerdict(
      companyId,
      employee,
      service,
      appointment,
      blocks,
      schedules.get(holdIds.employeeSchedule(companyId, employee.id)) ?? {},
      booking.id,
    ),
  }));
  const clashIds = [...new Set(verdicts.flatMap(({ verdict }) => (verdict.reason === 'busy' ? [verdict.clash] : [])))];
  const clashes = new Map((await bookingsRepository.getMany(clashIds)).map((other) => [other.id, other]));
  const member = (employee: Employee, verdict: AssignVerdict): AssignableMember => {
    const other = verdict.reason === 'busy' ? clashes.get(verdict.clash) : undefined;
    return {
      employeeId: employee.id,
      name: employee.name,
      position: employee.position,
      free: verdict.reason === 'free',
      reason: verdict.reason,
      message:
        verdict.reason === 'busy'
          ? other
            ? `Busy with ${other.serviceName} for ${other.petName} at ${twelveHour(other.time)}`
            : 'Busy with another appointment then'
          : reasonText[verdict.reason](booking),
      current: booking.employeeId === employee.id,
    };
  };
  return {
    bookingId: booking.id,
    team: verdicts.map(({ employee, verdict }) => member(employee, verdict)),
    unassignedAllowed: !employees.some((employee) => employee.status === 'active'),
  };
}
