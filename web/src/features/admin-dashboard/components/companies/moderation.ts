import { companyStatuses, type CompanyStatus } from '@contracts/company';
import {
  companyModeratedMessage,
  moderationReasonSchema,
  statusNeedsReason,
  type AdminCompany,
} from '@contracts/superadmin';
import { z } from 'zod';

/** One moderation a superadmin can take on a company: a new status, or verifying / unverifying it. */
export type Moderation = { kind: 'status'; status: CompanyStatus } | { kind: 'verify'; verified: boolean };

/** The verb of each action, as the row menu and the dialog's button say it. */
const statusVerbs: Record<CompanyStatus, string> = {
  active: 'Activate',
  pending: 'Set to Pending review',
  suspended: 'Suspend',
  rejected: 'Reject',
};

/**
 * The actions open on a company: every status but its own (any status from any other,
 * docs/product.md#superadmin-console), then Verify or Unverify.
 */
export function moderationsFor(company: Pick<AdminCompany, 'status' | 'verified'>): Moderation[] {
  return [
    ...companyStatuses
      .filter((status) => status !== company.status)
      .map((status): Moderation => ({ kind: 'status', status })),
    { kind: 'verify', verified: !company.verified },
  ];
}

export function moderationLabel(moderation: Moderation): string {
  if (moderation.kind === 'verify') return moderation.verified ? 'Verify' : 'Unverify';
  return statusVerbs[moderation.status];
}

/** Suspending, rejecting and unverifying need a reason (docs/decisions/0088-moderation-with-reasons.md). */
export function moderationNeedsReason(moderation: Moderation): boolean {
  return moderation.kind === 'verify' ? !moderation.verified : statusNeedsReason(moderation.status);
}

/** Sanctions are drawn as dangerous actions. */
export function moderationIsDanger(moderation: Moderation): boolean {
  return moderationNeedsReason(moderation);
}

/** What the confirmation dialog says will happen, in words. */
export function moderationConsequence(moderation: Moderation): string {
  if (moderation.kind === 'verify') {
    return moderation.verified
      ? 'The company gets the verified badge and, while it is active, its services are listed.'
      : 'The company leaves the marketplace at once, and a later profile save will not verify it again.';
  }
  switch (moderation.status) {
    case 'suspended':
    case 'rejected':
      return 'The company leaves the marketplace at once. The reason is recorded in the audit log and shown to the company on its dashboard and in an email.';
    case 'pending':
      return 'The company leaves the marketplace until it is active again.';
    case 'active':
      return 'The company is listed again if it is verified.';
  }
}

export const moderationMessage = (name: string, moderation: Moderation): string =>
  companyModeratedMessage(
    name,
    moderation.kind === 'verify' ? { verified: moderation.verified } : { status: moderation.status },
  );

/** The reason field's schema: the contract's own rule, required or optional (an empty field) as the action needs. */
export function reasonFormSchema(required: boolean) {
  const optional = z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') return;
      const checked = moderationReasonSchema.safeParse(value);
      if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message });
    });
  return z.object({ reason: required ? moderationReasonSchema : optional });
}
export type ReasonForm = { reason: string };
