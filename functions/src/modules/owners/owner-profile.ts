import {
  defaultUserSettings,
  ownerProfileInputSchema,
  type OwnerProfile,
  type OwnerProfileFields,
  type UserSettings,
} from '../../contracts/owners';
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { adminAuth } from '../../core/firebase';
import { usersRepository, type StoredOwnerProfile, type UserDoc } from '../../data/users';

function settingsOf(doc: UserDoc | undefined): UserSettings {
  return { ...defaultUserSettings, ...doc?.settings };
}

/** The profile as stored, with its email and SMS choices read from the settings (their one stored place). */
function profileOf(doc: UserDoc | undefined, user: AuthUser): OwnerProfile {
  const defaults = ownerProfileInputSchema.parse({ name: doc?.displayName || user.displayName || 'Pet Owner' });
  const stored = doc?.profile;
  const settings = settingsOf(doc);
  return {
    ...defaults,
    ...stored,
    name: defaults.name,
    phone: doc?.phone ?? '',
    address: doc?.address ?? '',
    email: user.email ?? '',
    preferences: {
      ...defaults.preferences,
      ...stored?.preferences,
      notifications: {
        email: settings.emailNotifications,
        sms: settings.smsNotifications,
        push: stored?.preferences?.notifications?.push ?? true,
      },
    },
  };
}

export async function getOwnerProfile(user: AuthUser): Promise<OwnerProfile> {
  return profileOf(await usersRepository.get(user.uid), user);
}

/**
 * Saves the whole profile. Notification choices, when sent, go where /settings keeps them (email and SMS as its
 * emailNotifications and smsNotifications) in the same write, so the two pages never disagree.
 */
export async function updateOwnerProfile(
  user: AuthUser,
  fields: OwnerProfileFields,
  clock: Clock,
): Promise<OwnerProfile> {
  const {
    name,
    phone,
    address,
    preferences: { notifications, ...preferences },
    ...rest
  } = fields;
  const profile: StoredOwnerProfile = {
    ...rest,
    preferences: notifications ? { ...preferences, notifications: { push: notifications.push } } : preferences,
  };
  const settings = notifications
    ? { settings: { emailNotifications: notifications.email, smsNotifications: notifications.sms } }
    : {};
  await usersRepository.merge(user.uid, {
    displayName: name,
    phone,
    address,
    profile,
    ...settings,
    email: user.email ?? '',
    updatedAt: clock.now(),
  });
  await adminAuth().updateUser(user.uid, { displayName: name });
  return getOwnerProfile(user);
}

export async function getUserSettings(uid: string): Promise<UserSettings> {
  return settingsOf(await usersRepository.get(uid));
}

/** The owner profile reads its email and SMS choices from these settings, so it follows this write by itself. */
export async function updateUserSettings(uid: string, settings: UserSettings, clock: Clock): Promise<UserSettings> {
  await usersRepository.merge(uid, { settings, updatedAt: clock.now() });
  return settings;
}
