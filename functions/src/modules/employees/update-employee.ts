import { teamMemberOf, type Employee, type EmployeeFields } from '../../contracts/employees';
import type { Clock } from '../../core/clock';
import { notFound } from '../../core/errors';
import { db } from '../../core/firebase';
import { activeAssignedBookings, renameAssigneeInTransaction } from './assigned-bookings';
import { employeesRepository } from '../../data/employees';

/**
 * `PUT /api/employees/{id}`: a new name follows into the employee's open bookings, and the team roster takes the new
 * fields (docs/decisions/0110-team-roster.md), in the same write.
 */
export async function updateEmployee(
  companyId: string,
  employeeId: string,
  fields: EmployeeFields,
  clock: Clock,
): Promise<Employee> {
  const now = clock.now();
  return db().runTransaction(async (tx) => {
    const employee = await employeesRepository.getInTransaction(tx, companyId, employeeId);
    if (!employee) throw notFound('Employee not found');
    const renamed = employee.name !== fields.name ? await activeAssignedBookings(tx, companyId, employeeId) : [];
    const member = teamMemberOf({ ...fields, id: employeeId });
    await employeesRepository.changeTeamInTransaction(
      tx,
      companyId,
      (team) => team.map((other) => (other.id === employeeId ? member : other)),
      now,
    );
    employeesRepository.updateInTransaction(tx, companyId, employeeId, fields, now);
    for (const booking of renamed) renameAssigneeInTransaction(tx, booking, { id: employeeId, name: fields.name }, now);
    return { ...employee, ...fields };
  });
}
