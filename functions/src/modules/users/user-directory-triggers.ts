import * as functionsV1 from 'firebase-functions/v1';
import { syncDirectoryEntry } from './sync-directory-entry';
import { usersRepository } from '../../data/users';

/**
 * The superadmin lists every account, including one that signed up and never verified or chose a role, so every
 * Auth account gets its users/{uid} directory entry when it is created (a v1 Auth trigger: v2 has only blocking
 * functions, which would put Firestore on the sign-up path), and loses it when the account is deleted.
 */
export const userDirectoryOnCreate = functionsV1.auth.user().onCreate(syncDirectoryEntry);

export const userDirectoryOnDelete = functionsV1.auth.user().onDelete(async (user) => {
  await usersRepository.delete(user.uid);
});
