import { teamMemberOf, type EmployeeFields } from '../../contracts/employees';
import type { Clock } from '../../core/clock';
import { addWithinPlanLimit } from '../../core/plan-access';
import { companiesRepository } from '../../data/companies';
import { employeesRepository } from '../../data/employees';

/**
 * Adds an employee; the plan's maxEmployees is checked, the usage counted and the employee added to the team roster
 * (docs/decisions/0110-team-roster.md) in the same transaction.
 */
export async function createEmployee(companyId: string, fields: EmployeeFields, clock: Clock): Promise<string> {
  const now = clock.now();
  const ref = employeesRepository.newRef(companyId);
  await addWithinPlanLimit(
    companyId,
    'maxEmployees',
    (usage, limit) => `Employee Limit Reached (${usage}/${limit})`,
    async (tx) => {
      employeesRepository.joinTeamInTransaction(tx, companyId, teamMemberOf({ ...fields, id: ref.id }), now);
      employeesRepository.createInTransaction(tx, ref, {
        ...fields,
        performance: { completedAppointments: 0, ratingSum: 0, ratingCount: 0 },
        createdAt: now,
        updatedAt: now,
      });
      companiesRepository.incrementEmployeesInTransaction(tx, companyId, now);
    },
  );
  return ref.id;
}
