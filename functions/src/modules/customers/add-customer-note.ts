import { CUSTOMER_NOTES_SHOWN, type CustomerNote } from '../../contracts/customers';
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { notFound } from '../../core/errors';
import { db } from '../../core/firebase';
import { customersRepository } from '../../data/customers';

/** `POST /api/customers/{id}/notes`: keeps the note with its time and author; answers the newest notes. */
export async function addCustomerNote(
  author: AuthUser,
  companyId: string,
  customerId: string,
  text: string,
  clock: Clock,
): Promise<CustomerNote[]> {
  const now = clock.now();
  await db().runTransaction(async (tx) => {
    if (!(await customersRepository.exists(tx, companyId, customerId))) throw notFound('Customer not found');
    customersRepository.addNoteInTransaction(tx, companyId, customerId, {
      text,
      authorId: author.uid,
      authorName: author.displayName || author.email || 'Staff',
      createdAt: now,
    });
  });
  return customersRepository.notes(companyId, customerId, CUSTOMER_NOTES_SHOWN);
}
