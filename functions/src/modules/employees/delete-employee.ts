import type { Clock } from '../../core/clock';
import { notFound } from '../../core/errors';
import { db } from '../../core/firebase';
import { bookingsRepository, teamTimeOf } from '../../data/bookings';
import { companiesRepository } from '../../data/companies';
import { activeAssignedBookings, renameAssigneeInTransaction } from './assigned-bookings';
import { employeesRepository } from '../../data/employees';

/**
 * `DELETE /api/employees/{id}`: the employee's open bookings (pending, confirmed, in progress) become Unassigned
 * and give back his time, and his place in the team roster goes; finished bookings keep his name as history. The
 * plan usage goes down in the same write.
 * Returns how many bookings were unassigned.
 */
export async function deleteEmployee(companyId: string, employeeId: string, clock: Clock): Promise<number> {
  const now = clock.now();
  return db().runTransaction(async (tx) => {
    const employee = await employeesRepository.getInTransaction(tx, companyId, employeeId);
    if (!employee) throw notFound('Employee not found');
    const open = await activeAssignedBookings(tx, companyId, employeeId);
    await employeesRepository.changeTeamInTransaction(
      tx,
      companyId,
      (team) => team.filter((member) => member.id !== employeeId),
      now,
    );
    for (const booking of open) {
      const held = booking.hold && teamTimeOf(booking.hold);
      if (held)
        bookingsRepository.releaseEmployeeInTransaction(
          tx,
          held,
          booking.hold!.employeeBlocks ?? booking.hold!.petBlocks,
        );
      renameAssigneeInTransaction(tx, booking, null, now);
    }
    employeesRepository.deleteInTransaction(tx, companyId, employeeId);
    companiesRepository.incrementEmployeesInTransaction(tx, companyId, now, -1);
    return open.length;
  });
}
