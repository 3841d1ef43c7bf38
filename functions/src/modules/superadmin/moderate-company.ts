import type { Transaction } from 'firebase-admin/firestore';
import { statusNeedsReason, type UpdateCompanyStatusInput, type VerifyCompanyInput } from '../../contracts/superadmin';
import type { Clock } from '../../core/clock';
import { db } from '../../core/firebase';
import { companiesRepository, type CompanyDoc } from '../../data/companies';
import { tellCompanyVerified, tellCompanySanctioned, type SanctionStatus } from './company-notices';
import { readCompanyChangeInTransaction } from '../../data/sync-listings';
import { auditLogRepository, type AuditActor, type AuditChange } from '../../data/audit-log';

/**
 * A superadmin's decision on a company, in one transaction with its services' listing fields and the audit entry:
 * a suspended, rejected or unverified company leaves the marketplace at once, and its public page answers
 * "Company not found" (get-public-company.ts). Its Auth account is untouched: the company still signs in.
 */
async function moderateCompany(
  companyId: string,
  clock: Clock,
  actor: AuditActor,
  change: (company: CompanyDoc) => {
    patch: Partial<CompanyDoc>;
    audit: Pick<AuditChange, 'action' | 'before' | 'after' | 'reason'>;
  },
  after?: (tx: Transaction, company: CompanyDoc, auditId: string, now: Date) => Promise<void>,
): Promise<void> {
  await db().runTransaction(async (tx) => {
    const now = clock.now();
    const { listings, company, account } = await readCompanyChangeInTransaction(tx, companyId);
    const { patch, audit } = change(company);
    const updated = { ...patch, updatedAt: now };
    companiesRepository.updateInTransaction(tx, companyId, updated);
    listings.write(account, now, updated);
    const auditId = auditLogRepository.recordInTransaction(
      tx,
      actor,
      { ...audit, targetType: 'company', targetId: companyId },
      now,
    );
    await after?.(tx, company, auditId, now);
  });
}

/**
 * A suspension or rejection needs a reason (the contract checks it): it goes to the audit entry, to the company's
 * dashboard notice (`standingReason`) and to the mail telling the company (docs/decisions/0088-moderation-with-reasons.md).
 * Going back to active or pending clears the notice's reason.
 */
export function updateCompanyStatus(
  companyId: string,
  { status, reason }: UpdateCompanyStatusInput,
  clock: Clock,
  actor: AuditActor,
): Promise<void> {
  const sanction = statusNeedsReason(status);
  return moderateCompany(
    companyId,
    clock,
    actor,
    (company) => ({
      patch: { status, standingReason: sanction ? (reason ?? null) : null },
      audit: { action: 'company.status', before: { status: company.status }, after: { status }, reason },
    }),
    (tx, company, auditId, now) =>
      sanction && company.status !== status && reason
        ? tellCompanySanctioned(
            tx,
            { id: companyId, name: company.name, email: company.email },
            status as SanctionStatus,
            reason,
            auditId,
            now,
          )
        : Promise.resolve(),
  );
}

/**
 * Unverifying also stops a later profile save from verifying the company again (update-company-profile.ts); its
 * reason (required) goes to the audit entry. Verifying a company that was not verified queues the company approval
 * email (docs/product.md#verification).
 */
export function setCompanyVerified(
  companyId: string,
  { verified, reason }: VerifyCompanyInput,
  clock: Clock,
  actor: AuditActor,
): Promise<void> {
  return moderateCompany(
    companyId,
    clock,
    actor,
    (company) => ({
      patch: { verified, verificationRevoked: !verified },
      audit: { action: 'company.verify', before: { verified: company.verified }, after: { verified }, reason },
    }),
    (tx, company, auditId, now) =>
      verified && !company.verified
        ? tellCompanyVerified(tx, { id: companyId, name: company.name, email: company.email }, auditId, now)
        : Promise.resolve(),
  );
}
