import { quickActionMessages, settingsTabs, type PlatformSettings } from '../../contracts/platform-settings';
import { passwordRulesOf } from '../../contracts/password-rules';
import { platformStatusOf, type PlatformStatus } from '../../contracts/platform-status';
import type { Clock } from '../../core/clock';
import { AppError } from '../../core/errors';
import { db } from '../../core/firebase';
import { addressInList } from '../../core/auth';
import { auditLogRepository, type AuditActor } from '../../data/audit-log';
import {
  platformSettingsRepository,
  type CurrentSettings,
  type PlatformSettingsReader,
} from '../../data/platform-settings';
import { passwordPolicyTarget, syncPasswordPolicy } from './password-policy';

/** The five tabs without the server's own `cacheGeneration`: what the settings form edits. */
export function settingsView({ cacheGeneration: _generation, ...settings }: CurrentSettings): PlatformSettings {
  return settings;
}

export async function getPlatformStatus(settings: PlatformSettingsReader): Promise<PlatformStatus> {
  return platformStatusOf(await settings.get());
}

type TabChanges = Partial<Record<keyof PlatformSettings, Record<string, unknown>>>;

/** The fields that differ, by tab, before and after: what the audit entry keeps. */
function changedFields(before: PlatformSettings, after: PlatformSettings): { before: TabChanges; after: TabChanges } {
  const changes = { before: {} as TabChanges, after: {} as TabChanges };
  for (const tab of settingsTabs) {
    for (const [field, value] of Object.entries(after[tab])) {
      const previous = (before[tab] as Record<string, unknown>)[field];
      if (JSON.stringify(previous) === JSON.stringify(value)) continue;
      (changes.before[tab] ??= {})[field] = previous;
      (changes.after[tab] ??= {})[field] = value;
    }
  }
  return changes;
}

/**
 * Saves the whole settings object with its audit entry in one transaction, then sets the identity provider's
 * password policy from the saved rules (every save, so a save after a failed one retries it). A whitelist that
 * leaves out the caller's own address is refused: he would lose the console the moment it saved.
 */
export async function updateSettings(
  actor: AuditActor,
  settings: PlatformSettings,
  clock: Clock,
): Promise<PlatformSettings> {
  const whitelist = settings.security.ipWhitelist;
  if (whitelist.length && !addressInList(actor.address, whitelist)) {
    const message = quickActionMessages.ipNotWhitelisted(actor.address);
    throw new AppError('VALIDATION_FAILED', 400, message, { 'security.ipWhitelist': message });
  }
  const now = clock.now();
  await db().runTransaction(async (tx) => {
    const before = settingsView(await platformSettingsRepository.getInTransaction(tx));
    const changes = changedFields(before, settings);
    platformSettingsRepository.saveInTransaction(tx, settings);
    auditLogRepository.recordInTransaction(
      tx,
      actor,
      { action: 'settings.update', targetType: 'settings', targetId: 'platform', ...changes },
      now,
    );
  });
  platformSettingsRepository.clearCache();
  await syncPasswordPolicy(passwordRulesOf(settings.security), passwordPolicyTarget());
  return settings;
}

/** The maintenance quick action, which is also the Emergency Stop. */
export async function setMaintenanceMode(actor: AuditActor, enabled: boolean, clock: Clock): Promise<void> {
  const now = clock.now();
  await db().runTransaction(async (tx) => {
    const { general } = await platformSettingsRepository.getInTransaction(tx);
    platformSettingsRepository.saveInTransaction(tx, { general: { ...general, maintenanceMode: enabled } });
    auditLogRepository.recordInTransaction(
      tx,
      actor,
      {
        action: 'maintenance.toggle',
        targetType: 'platform',
        targetId: 'maintenance',
        before: { maintenanceMode: general.maintenanceMode },
        after: { maintenanceMode: enabled },
      },
      now,
    );
  });
  platformSettingsRepository.clearCache();
}

/**
 * "Clear cache": this instance drops its settings at once; the raised generation makes every other instance drop
 * its copy on its next read (within the settings cache time) and changes the ETag of every public response.
 * Copies already in browsers or the CDN live out their max-age: the answer says so.
 */
export async function clearCaches(
  actor: AuditActor,
  clock: Clock,
): Promise<{ cacheGeneration: number; message: string }> {
  const { cacheGeneration, api } = await platformSettingsRepository.bumpCacheGeneration();
  await auditLogRepository.record(
    actor,
    {
      action: 'cache.clear',
      targetType: 'platform',
      targetId: 'cache',
      before: { cacheGeneration: cacheGeneration - 1 },
      after: { cacheGeneration },
    },
    clock.now(),
  );
  return { cacheGeneration, message: quickActionMessages.cacheCleared(api.cacheExpiry) };
}
