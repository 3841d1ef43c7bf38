import type { Role } from '../../contracts/roles';
import type { Clock } from '../../core/clock';
import { notFound } from '../../core/errors';
import { adminAuth, db } from '../../core/firebase';
import { newCompanyAccount, newCompanyProfile } from '../companies/new-company';
import { companiesRepository } from '../companies/companies.repository';
import { usersRepository } from './users.repository';

/**
 * Gives a user a role as an administrator does (the admin script, the seed, later the superadmin API): the claim,
 * the users/{uid} mirror and, for a company, its company documents. Refresh tokens are revoked so that the
 * change takes effect at once.
 */
export async function grantRole(uid: string, role: Role, clock: Clock): Promise<void> {
  const auth = adminAuth();
  const record = await auth.getUser(uid).catch(() => {
    throw notFound('No user with that id');
  });
  const now = clock.now();
  const identity = { uid, email: record.email ?? '', displayName: record.displayName ?? '' };
  await db().runTransaction(async (tx) => {
    const existing = await usersRepository.getInTransaction(tx, uid);
    const companyExists = role === 'pet_company' && (await tx.get(companiesRepository.ref(uid))).exists;
    if (existing) usersRepository.updateRoleInTransaction(tx, uid, role, now);
    else usersRepository.createInTransaction(tx, uid, usersRepository.newUser(identity, role, now));
    if (role === 'pet_company' && !companyExists) {
      companiesRepository.createInTransaction(tx, uid, newCompanyProfile(identity, now), newCompanyAccount(now));
    }
  });
  await auth.setCustomUserClaims(uid, { ...(record.customClaims ?? {}), role });
  await auth.revokeRefreshTokens(uid);
}
