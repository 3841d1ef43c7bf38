import { db } from '../../core/firebase';

/** platform/settings: the switches of document 3 that take effect on the server. */
export interface PlatformSettingsDoc {
  maintenanceMode: boolean;
  allowNewRegistrations: boolean;
  subscriptionEnforcement: boolean;
}

export const defaultPlatformSettings: PlatformSettingsDoc = {
  maintenanceMode: false,
  allowNewRegistrations: true,
  subscriptionEnforcement: true,
};

export interface PlatformSettingsReader {
  get(): Promise<PlatformSettingsDoc>;
}

const settingsRef = () => db().collection('platform').doc('settings');

export const platformSettingsRepository: PlatformSettingsReader & { update(patch: Partial<PlatformSettingsDoc>): Promise<void> } = {
  async get(): Promise<PlatformSettingsDoc> {
    const snapshot = await settingsRef().get();
    return { ...defaultPlatformSettings, ...(snapshot.data() as Partial<PlatformSettingsDoc> | undefined) };
  },
  async update(patch: Partial<PlatformSettingsDoc>): Promise<void> {
    await settingsRef().set(patch, { merge: true });
  },
};
