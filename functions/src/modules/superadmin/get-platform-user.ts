import type { PlatformUser } from '../../contracts/superadmin';
import { notFound } from '../../core/errors';
import { adminAuth } from '../../core/firebase';
import { usersRepository } from '../../data/users';
import { toPlatformUser } from './platform-user-view';

/** `GET /api/superadmin/users/{uid}`: an Auth account, with its directory entry when it has one. */
export async function getPlatformUser(uid: string): Promise<PlatformUser> {
  const [record, doc] = await Promise.all([
    adminAuth()
      .getUser(uid)
      .catch(() => undefined),
    usersRepository.get(uid),
  ]);
  if (!record) throw notFound('No user with that id');
  return toPlatformUser(uid, doc, record);
}
