import {
  apiKeyMessages,
  MAX_API_KEYS,
  type ApiKeySummary,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from '../../contracts/api-keys';
import type { Clock } from '../../core/clock';
import { AppError, notFound } from '../../core/errors';
import { apiKeysRepository } from '../../data/api-keys';
import { auditLogRepository, type AuditActor } from '../../data/audit-log';

/** GET /api/companies/api-keys: the company's keys with their hint and last use, never the key. */
export async function listApiKeys(companyId: string): Promise<ApiKeySummary[]> {
  const records = await apiKeysRepository.listFor(companyId);
  return records.map(({ id, name, scope, hint, createdAt, lastUsedAt }) => ({
    id,
    name,
    scope,
    hint,
    createdAt: createdAt.toISOString(),
    lastUsedAt: lastUsedAt?.toISOString() ?? null,
  }));
}

/** POST /api/companies/api-keys: a new key, answered once; at most MAX_API_KEYS per company (409 after). */
export async function createApiKey(
  companyId: string,
  createdBy: string,
  { name, scope }: CreateApiKeyInput,
  clock: Clock,
): Promise<CreatedApiKey> {
  const created = await apiKeysRepository.create(
    { companyId, name, scope, createdBy, createdAt: clock.now() },
    MAX_API_KEYS,
  );
  if (created === 'full') throw new AppError('LIMIT_REACHED', 409, apiKeyMessages.tooMany);
  return { id: created.record.id, name, scope, key: created.key };
}

/** DELETE /api/companies/api-keys/{id}: the key stops working at once; another company's id is a 404. */
export async function revokeApiKey(companyId: string, id: string): Promise<void> {
  if (!(await apiKeysRepository.revoke(companyId, id))) throw notFound(apiKeyMessages.notFound);
}

/** The superadmin's "Reset API keys": every key of every company is revoked, then the audit entry says how many. */
export async function resetApiKeys(actor: AuditActor, clock: Clock): Promise<{ revoked: number }> {
  const revoked = await apiKeysRepository.deleteAll();
  await auditLogRepository.record(
    actor,
    {
      action: 'apiKeys.reset',
      targetType: 'platform',
      targetId: 'apiKeys',
      before: { apiKeys: revoked },
      after: { apiKeys: 0 },
    },
    clock.now(),
  );
  return { revoked };
}
