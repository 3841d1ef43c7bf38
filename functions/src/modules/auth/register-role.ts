import type { Transaction } from 'firebase-admin/firestore';
import { selfServiceRoles, type RegisterRoleInput, type RegisterRoleResult, type Role } from '../../contracts/roles';
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { forbidden } from '../../core/errors';
import { adminAuth, db } from '../../core/firebase';
import { companiesRepository } from '../companies/companies.repository';
import { newCompanyAccount, newCompanyProfile } from '../companies/new-company';
import { platformSettingsRepository } from '../platform/platform-settings.repository';
import { usersRepository } from '../users/users.repository';

export interface RegisterRoleOutcome extends RegisterRoleResult {
  alreadySet: boolean;
}

/**
 * ARCHITECTURE.md section 9: a verified user sets his own role once, to pet_owner or pet_company.
 * Asking again for the same role is answered as a success (a retried request must not fail); anything else is 403.
 */
export async function registerRole(user: AuthUser, input: RegisterRoleInput, clock: Clock): Promise<RegisterRoleOutcome> {
  const role = input.role;
  checkRoleIsSelfService(role);
  checkEmailVerified(user);
  await checkRegistrationsOpen();

  const alreadySet = await db().runTransaction(async (tx) => {
    const existing = await usersRepository.getInTransaction(tx, user.uid);
    const current = existing?.role ?? user.roleClaim;
    if (current && current !== role) throw forbidden('Your account type is already set. Contact support to change it.', 'ROLE_ALREADY_SET');
    if (existing) return true;
    createAccountDocuments(tx, user, role, clock.now());
    return false;
  });

  // The claim follows the documents; a retry after a failure here takes the `alreadySet` path and sets it again.
  await adminAuth().setCustomUserClaims(user.uid, { role });
  return { role, alreadySet };
}

function checkRoleIsSelfService(role: Role): void {
  if (!(selfServiceRoles as readonly Role[]).includes(role)) {
    throw forbidden('You can only choose Pet Owner or Service Provider.', 'ROLE_NOT_ALLOWED');
  }
}

function checkEmailVerified(user: AuthUser): void {
  if (!user.emailVerified) throw forbidden('Please verify your email address before continuing.', 'EMAIL_NOT_VERIFIED');
}

async function checkRegistrationsOpen(): Promise<void> {
  const settings = await platformSettingsRepository.get();
  if (!settings.allowNewRegistrations) {
    throw forbidden('New registrations are currently closed. Please try again later.', 'REGISTRATIONS_CLOSED');
  }
}

function createAccountDocuments(tx: Transaction, user: AuthUser, role: Role, now: Date): void {
  const identity = { uid: user.uid, email: user.email ?? '', displayName: user.displayName ?? '' };
  usersRepository.createInTransaction(tx, user.uid, usersRepository.newUser(identity, role, now));
  if (role === 'pet_company') {
    companiesRepository.createInTransaction(tx, user.uid, newCompanyProfile(identity, now), newCompanyAccount(now));
  }
}
