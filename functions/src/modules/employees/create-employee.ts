import { findPlan, isUnderLimit, UNLIMITED } from '../../contracts/plans';
import type { EmployeeFields } from '../../contracts/employees';
import type { Clock } from '../../core/clock';
import { AppError, notFound } from '../../core/errors';
import { db } from '../../core/firebase';
import { companiesRepository } from '../companies/companies.repository';
import { platformSettingsRepository } from '../platform/platform-settings.repository';
import { employeesRepository } from './employees.repository';

/** Adds an employee; the plan's maxEmployees is checked and the usage counted in the same transaction. */
export async function createEmployee(companyId: string, fields: EmployeeFields, clock: Clock): Promise<string> {
  const now = clock.now();
  const ref = employeesRepository.newRef(companyId);
  await db().runTransaction(async (tx) => {
    const [accountSnapshot, settingsSnapshot] = await tx.getAll(companiesRepository.accountRef(companyId), platformSettingsRepository.ref());
    const account = companiesRepository.accountFromSnapshot(accountSnapshot);
    if (!account) throw notFound('Company not found');
    const { subscriptionEnforcement } = platformSettingsRepository.fromSnapshot(settingsSnapshot);
    const limit = subscriptionEnforcement ? findPlan(account.subscription.plan ?? '')?.maxEmployees ?? 0 : UNLIMITED;
    if (!isUnderLimit(account.usage.employees, limit)) {
      throw new AppError('LIMIT_REACHED', 409, `Employee Limit Reached (${account.usage.employees}/${limit})`);
    }
    employeesRepository.createInTransaction(tx, ref, { ...fields, performance: { rating: 0, completedAppointments: 0 }, createdAt: now, updatedAt: now });
    companiesRepository.incrementEmployeesInTransaction(tx, companyId, now);
  });
  return ref.id;
}
