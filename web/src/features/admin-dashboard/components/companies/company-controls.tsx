import { BadgeCheck, BadgeX } from 'lucide-react';
import type { CompanyStatus } from '@contracts/company';
import { companyStatusLabels } from '@contracts/superadmin';
import { Badge, type BadgeTone } from '@/components/badge';

const statusTones: Record<CompanyStatus, BadgeTone> = {
  active: 'success',
  pending: 'warning',
  suspended: 'danger',
  rejected: 'cancelled',
};

/** A company's status in words ("Pending review"), never the code. */
export function CompanyStatusBadge({ status }: { status: CompanyStatus }) {
  return <Badge tone={statusTones[status]}>{companyStatusLabels[status]}</Badge>;
}

export function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge tone="info" icon={<BadgeCheck size={14} aria-hidden="true" />}>
      Verified
    </Badge>
  ) : (
    <Badge tone="neutral" icon={<BadgeX size={14} aria-hidden="true" />}>
      Unverified
    </Badge>
  );
}
