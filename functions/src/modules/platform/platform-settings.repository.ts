import type { DocumentSnapshot } from 'firebase-admin/firestore';
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

export const platformSettingsRepository = {
  ref: settingsRef,
  fromSnapshot(snapshot: DocumentSnapshot): PlatformSettingsDoc {
    return { ...defaultPlatformSettings, ...(snapshot.data() as Partial<PlatformSettingsDoc> | undefined) };
  },
  async get(): Promise<PlatformSettingsDoc> {
    return this.fromSnapshot(await settingsRef().get());
  },
  async update(patch: Partial<PlatformSettingsDoc>): Promise<void> {
    await settingsRef().set(patch, { merge: true });
  },
};
