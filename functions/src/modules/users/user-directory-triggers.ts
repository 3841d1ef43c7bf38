import * as functionsV1 from 'firebase-functions/v1';
import { adminAuth } from '../../core/firebase';
import { syncDirectoryEntry } from './sync-directory-entry';
import { usersRepository } from './users.repository';

/**
 * The superadmin lists every account, including one that signed up and never verified or chose a role, so every
 * Auth account gets its users/{uid} directory entry when it is created (a v1 Auth trigger: v2 has only blocking
 * functions, which would put Firestore on the sign-up path), and loses it when the account is deleted.
 */
// Triggers can arrive late or out of order: the account is read again, so one deleted meanwhile (its onDelete may
// already have run) gets no entry back.
export const userDirectoryOnCreate = functionsV1.auth.user().onCreate(async (user) => {
  const current = await adminAuth().getUser(user.uid).catch(() => null);
  if (current) await syncDirectoryEntry(current);
});

export const userDirectoryOnDelete = functionsV1.auth.user().onDelete(async (user) => {
  await usersRepository.delete(user.uid);
});
