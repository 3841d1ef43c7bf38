import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import type { EmployeeFields } from '../../contracts/employees';
import { db } from '../../core/firebase';

/** companies/{cid}/employees/{eid}. */
export interface EmployeeDoc extends EmployeeFields {
  performance: { rating: number; completedAppointments: number };
  createdAt: Date;
  updatedAt: Date;
}

const employeesOf = (companyId: string) => db().collection('companies').doc(companyId).collection('employees');

export const employeesRepository = {
  newRef(companyId: string) {
    return employeesOf(companyId).doc();
  },
  createInTransaction(tx: Transaction, ref: DocumentReference, employee: EmployeeDoc): void {
    tx.create(ref, employee);
  },
};
