import type { Transaction } from 'firebase-admin/firestore';
import { AppError } from '../../core/errors';
import { employeesRepository } from '../../data/employees';

const notOurs = 'Choose team members of your company';

/** A service names only the company's own employees (400 otherwise), read in the transaction that saves it. */
export async function checkTeamMembers(tx: Transaction, companyId: string, employeeIds: readonly string[]) {
  if (employeeIds.length === 0) return;
  const snapshots = await tx.getAll(...employeeIds.map((id) => employeesRepository.ref(companyId, id)));
  if (snapshots.some((snapshot) => !snapshot.exists))
    throw new AppError('VALIDATION_FAILED', 400, notOurs, { employeeIds: notOurs });
}
