import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import type { RegisterRoleInput, RegisterRoleResult } from '../../contracts/register-role';
import { selfServiceRoles, type Role } from '../../contracts/roles';
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { forbidden } from '../../core/errors';
import { adminAuth, db } from '../../core/firebase';
import { companiesRepository } from '../../data/companies';
import { newCompanyAccount, newCompanyProfile } from '../../data/new-company';
import { platformSettingsRepository } from '../../data/platform-settings';
import { takesEmail, usersRepository } from '../../data/users';
import { tellWelcome } from './welcome';

export interface RegisterRoleOutcome extends RegisterRoleResult {
  alreadySet: boolean;
}

/**
 * docs/decisions/0001-role-registration.md: a verified user sets his own role once, to pet_owner or pet_company.
 * The role is decided by `users/{uid}.role`, which only registration (and an administrator) writes: the settings
 * and owner-profile calls may create users/{uid} earlier, without a role. Asking again for the same role is a
 * success that repairs what a failed attempt left out (the claim, the company documents); anything else is 403.
 */
export async function registerRole(
  user: AuthUser,
  input: RegisterRoleInput,
  clock: Clock,
): Promise<RegisterRoleOutcome> {
  const role = input.role;
  checkRoleIsSelfService(role);
  checkEmailVerified(user);
  await checkRegistrationsOpen(user);

  const alreadySet = await db().runTransaction((tx) => chooseRole(tx, user, role, clock.now()));

  // The claim follows the documents; a retry after a failure here takes the `alreadySet` path and sets it again.
  await adminAuth().setCustomUserClaims(user.uid, { role });
  return { role, alreadySet };
}

/** In one transaction: the role is chosen once, and every document of that role exists afterwards. */
async function chooseRole(tx: Transaction, user: AuthUser, role: Role, now: Date): Promise<boolean> {
  const [userSnapshot, companySnapshot, accountSnapshot] = await tx.getAll<DocumentData, DocumentData>(
    usersRepository.ref(user.uid),
    companiesRepository.ref(user.uid),
    companiesRepository.accountRef(user.uid),
  );
  const existing = usersRepository.fromSnapshot(userSnapshot);
  const chosen = existing?.role ?? user.roleClaim;
  if (chosen && chosen !== role)
    throw forbidden('Your account type is already set. Contact support to change it.', 'ROLE_ALREADY_SET');

  const identity = { uid: user.uid, email: user.email ?? '', displayName: user.displayName ?? '' };
  if (!existing?.role) {
    usersRepository.registerRoleInTransaction(tx, user.uid, existing, identity, role, now);
    // The settings the account may have saved before choosing its role decide the mail, as for every event.
    await tellWelcome(tx, identity, role, { address: identity.email, takesEmail: takesEmail(existing) }, now);
  }
  if (role === 'pet_company') {
    companiesRepository.createMissingInTransaction(tx, user.uid, {
      company: companySnapshot.exists ? undefined : newCompanyProfile(identity, now),
      account: accountSnapshot.exists ? undefined : newCompanyAccount(now),
    });
  }
  return existing?.role === role;
}

function checkRoleIsSelfService(role: Role): void {
  if (!(selfServiceRoles as readonly Role[]).includes(role)) {
    throw forbidden('You can only choose Pet Owner or Service Provider.', 'ROLE_NOT_ALLOWED');
  }
}

function checkEmailVerified(user: AuthUser): void {
  if (!user.emailVerified) throw forbidden('Please verify your email address before continuing.', 'EMAIL_NOT_VERIFIED');
}

/** The general settings' registration switch, and the security settings' sign-up domains (empty: any domain). */
async function checkRegistrationsOpen(user: AuthUser): Promise<void> {
  const { general, security } = await platformSettingsRepository.get();
  if (!general.allowNewRegistrations) {
    throw forbidden('New registrations are currently closed. Please try again later.', 'REGISTRATIONS_CLOSED');
  }
  const domain = user.email?.split('@').pop()?.toLowerCase() ?? '';
  if (security.allowedDomains.length && !security.allowedDomains.includes(domain)) {
    throw forbidden(
      `Registration is limited to email addresses at ${security.allowedDomains.join(', ')}.`,
      'EMAIL_DOMAIN_NOT_ALLOWED',
    );
  }
}
