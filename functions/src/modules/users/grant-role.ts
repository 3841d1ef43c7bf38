import type { Transaction } from 'firebase-admin/firestore';
import type { Role } from '../../contracts/roles';
import type { Clock } from '../../core/clock';
import { AppError, forbidden, notFound } from '../../core/errors';
import { adminAuth, db } from '../../core/firebase';
import { newCompanyAccount, newCompanyProfile } from '../../data/new-company';
import { companiesRepository } from '../../data/companies';
import { auditLogRepository, type AuditActor } from '../../data/audit-log';
import { usersRepository, type UserDoc } from '../../data/users';

const userNotFound = () => notFound('No user with that id');

/**
 * Gives a user a role as an administrator does (the admin script, the seed, the superadmin API): the claim, the
 * users/{uid} mirror and, for a company, its company documents. Refresh tokens are revoked so that the change
 * takes effect at once. With an `actor` (the superadmin API) the change is audited and guarded: nobody demotes
 * himself, and the last enabled superadmin stays.
 */
export async function grantRole(uid: string, role: Role, clock: Clock, actor?: AuditActor): Promise<void> {
  if (actor?.actorUid === uid && role !== 'superadmin') throw forbidden('You cannot change your own role.');
  const auth = adminAuth();
  const record = await auth.getUser(uid).catch(() => {
    throw userNotFound();
  });
  const now = clock.now();
  const identity = {
    uid,
    email: record.email ?? '',
    displayName: record.displayName ?? '',
    emailVerified: record.emailVerified,
  };
  await db().runTransaction(async (tx) => {
    const existing = await usersRepository.getInTransaction(tx, uid);
    const companyExists = role === 'pet_company' && (await tx.get(companiesRepository.ref(uid))).exists;
    const before = existing?.role ?? (record.customClaims?.role as Role | undefined) ?? null;
    if (before === 'superadmin' && role !== 'superadmin' && !existing?.disabled) await keepAnotherSuperadmin(tx, uid);
    if (existing) usersRepository.updateRoleInTransaction(tx, uid, role, now);
    else
      usersRepository.createInTransaction(tx, uid, {
        ...usersRepository.newUser(uid, identity, role, now),
        disabled: record.disabled,
      });
    if (role === 'pet_company' && !companyExists) {
      companiesRepository.createInTransaction(tx, uid, newCompanyProfile(identity, now), newCompanyAccount(now));
    }
    if (actor)
      auditLogRepository.recordInTransaction(
        tx,
        actor,
        { action: 'user.role', targetType: 'user', targetId: uid, before: { role: before }, after: { role } },
        now,
      );
  });
  await auth.setCustomUserClaims(uid, { ...(record.customClaims ?? {}), role });
  await auth.revokeRefreshTokens(uid);
}

/**
 * Disables or enables an account: the users/{uid} mirror and the audit entry in one transaction (guarded like
 * a demotion), then the Auth account, whose refresh tokens are revoked so the user's next API call is refused.
 * Should the Auth update fail after the commit, the superadmin list repairs the mirror from Auth.
 */
export async function setUserDisabled(uid: string, disabled: boolean, clock: Clock, actor: AuditActor): Promise<void> {
  if (actor.actorUid === uid && disabled) throw forbidden('You cannot disable your own account.');
  const auth = adminAuth();
  const record = await auth.getUser(uid).catch(() => {
    throw userNotFound();
  });
  const now = clock.now();
  await db().runTransaction(async (tx) => {
    const existing: UserDoc | undefined = await usersRepository.getInTransaction(tx, uid);
    const role = existing?.role ?? (record.customClaims?.role as Role | undefined) ?? null;
    if (disabled && role === 'superadmin' && !record.disabled) await keepAnotherSuperadmin(tx, uid);
    if (existing) usersRepository.setDisabledInTransaction(tx, uid, disabled, now);
    auditLogRepository.recordInTransaction(
      tx,
      actor,
      {
        action: 'user.disable',
        targetType: 'user',
        targetId: uid,
        before: { disabled: record.disabled },
        after: { disabled },
      },
      now,
    );
  });
  await auth.updateUser(uid, { disabled });
  if (disabled) await auth.revokeRefreshTokens(uid);
}

async function keepAnotherSuperadmin(tx: Transaction, uid: string): Promise<void> {
  const active = await usersRepository.activeSuperadminsInTransaction(tx, 2);
  if (!active.some((id) => id !== uid)) {
    throw new AppError('CONFLICT', 409, 'This is the last active superadmin. Make another superadmin first.');
  }
}
