import type { AuditEntryView } from '../../contracts/superadmin';
import { auditLogRepository } from '../../data/audit-log';
import { companiesRepository } from '../../data/companies';
import { usersRepository } from '../../data/users';

/**
 * A page of the audit log with the names of its actors and targets (docs/decisions/0088-moderation-with-reasons.md):
 * the page's distinct user and company ids are read in one batch each (at most twice the page size), so the names
 * are today's and older entries get them too.
 */
export async function listAuditLog(
  limit: number,
  cursor?: string,
): Promise<{ entries: AuditEntryView[]; nextCursor: string | null }> {
  const { entries, nextCursor } = await auditLogRepository.page(limit, cursor);
  const userIds = new Set<string>();
  const companyIds = new Set<string>();
  for (const entry of entries) {
    userIds.add(entry.actorUid);
    if (entry.targetType === 'user') userIds.add(entry.targetId);
    if (entry.targetType === 'company') companyIds.add(entry.targetId);
  }
  const [userNames, companyNames] = await Promise.all([
    usersRepository.names([...userIds]),
    companiesRepository.names([...companyIds]),
  ]);
  const targetName = (entry: (typeof entries)[number]) => {
    if (entry.targetType === 'user') return userNames.get(entry.targetId) ?? null;
    if (entry.targetType === 'company') return companyNames.get(entry.targetId) ?? null;
    return null;
  };
  return {
    entries: entries.map((entry) => ({
      ...entry,
      actorName: userNames.get(entry.actorUid) ?? null,
      targetName: targetName(entry),
    })),
    nextCursor,
  };
}
