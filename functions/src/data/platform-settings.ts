import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { defaultPlatformSettings, settingsTabs, type PlatformSettings } from '../contracts/platform-settings';
import { db } from '../core/firebase';

/**
 * The settings as the server acts on them: the five tabs, plus `cacheGeneration`, raised by "clear cache" so every
 * instance drops its cached copy and public responses get a new ETag.
 */
export type CurrentSettings = PlatformSettings & { cacheGeneration: number };

export interface PlatformSettingsReader {
  get(): Promise<CurrentSettings>;
}

/**
 * Settings are read on almost every request (maintenance gate, rate limit, session timeout, plan checks), so each
 * instance keeps them for a few seconds: one document read per instance per 5 s instead of one per request, while
 * a change still reaches every instance within 5 s (the instance that saved it at once). The test runner sets
 * PETNEST_SETTINGS_CACHE_MS=0, because its tests write the document directly and expect the next call to see it.
 */
const CACHE_MS = Number(process.env.PETNEST_SETTINGS_CACHE_MS ?? 5_000);

const settingsRef = () => db().collection('platform').doc('settings');

/** Stored tabs merged over the defaults field by field, so a field added later starts at its default. */
function fromSnapshot(snapshot: DocumentSnapshot): CurrentSettings {
  const data = (snapshot.data() ?? {}) as Partial<Record<keyof PlatformSettings, object>> & {
    cacheGeneration?: number;
  };
  const merged = Object.fromEntries(
    settingsTabs.map((tab) => [tab, { ...defaultPlatformSettings[tab], ...data[tab] }]),
  ) as PlatformSettings;
  return { ...merged, cacheGeneration: data.cacheGeneration ?? 0 };
}

let cached: { settings: CurrentSettings; expiresAt: number } | undefined;

/** `platform/settings`: the system settings (docs/product.md#platform-settings), nested by tab (contracts/platform-settings.ts). */
export const platformSettingsRepository = {
  ref: settingsRef,
  fromSnapshot,
  /** The settings, from this instance's cache when fresh (see CACHE_MS). */
  async get(): Promise<CurrentSettings> {
    if (cached && Date.now() < cached.expiresAt) return cached.settings;
    const settings = fromSnapshot(await settingsRef().get());
    cached = { settings, expiresAt: Date.now() + CACHE_MS };
    return settings;
  },
  async getInTransaction(tx: Transaction): Promise<CurrentSettings> {
    return fromSnapshot(await tx.get(settingsRef()));
  },
  /** Writes whole tabs; the cache is dropped by the caller once the transaction committed (`clearCache`). */
  saveInTransaction(tx: Transaction, settings: Partial<PlatformSettings>): void {
    tx.set(settingsRef(), settings, { merge: true });
  },
  /** Raises the generation every instance sees on its next read, and drops this instance's copy. */
  async bumpCacheGeneration(): Promise<CurrentSettings> {
    await settingsRef().set({ cacheGeneration: FieldValue.increment(1) }, { merge: true });
    this.clearCache();
    return this.get();
  },
  clearCache(): void {
    cached = undefined;
  },
};
