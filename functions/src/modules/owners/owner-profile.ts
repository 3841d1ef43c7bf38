import { defaultUserSettings, ownerProfileInputSchema, type OwnerProfile, type UserSettings } from '../../contracts/owners';
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { adminAuth } from '../../core/firebase';
import { usersRepository, type OwnerProfileFields } from '../users/users.repository';

export async function getOwnerProfile(user: AuthUser): Promise<OwnerProfile> {
  const doc = await usersRepository.get(user.uid);
  const defaults = ownerProfileInputSchema.parse({ name: doc?.displayName || user.displayName || 'Pet Owner' });
  return { ...defaults, ...doc?.profile, name: defaults.name, phone: doc?.phone ?? '', address: doc?.address ?? '', email: user.email ?? '' };
}

export async function updateOwnerProfile(user: AuthUser, fields: OwnerProfileFields, clock: Clock): Promise<OwnerProfile> {
  const { name, phone, address, ...profile } = fields;
  await usersRepository.merge(user.uid, { displayName: name, phone, address, profile, email: user.email ?? '', updatedAt: clock.now() });
  await adminAuth().updateUser(user.uid, { displayName: name });
  return { ...fields, email: user.email ?? '' };
}

export async function getUserSettings(uid: string): Promise<UserSettings> {
  return { ...defaultUserSettings, ...(await usersRepository.get(uid))?.settings };
}

export async function updateUserSettings(uid: string, settings: UserSettings, clock: Clock): Promise<UserSettings> {
  await usersRepository.merge(uid, { settings, updatedAt: clock.now() });
  return settings;
}
