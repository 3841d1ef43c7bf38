import { BadgeCheck, BadgeX } from 'lucide-react';
import { companyStatuses, type CompanyStatus } from '@contracts/company';
import { superadminMessages, type AdminCompany } from '@contracts/superadmin';
import { Badge, type BadgeTone } from '@/components/badge';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { useToast } from '@/components/toast-context';
import { useUpdateCompanyStatus, useVerifyCompany } from '@/features/admin-dashboard/api/superadmin';
import { actionFailureText } from '@/features/admin-dashboard/components/action-failure';
import layout from '@/components/layout/dashboard-sections.module.css';

export const companyStatusLabels: Record<CompanyStatus, string> = {
  active: 'Active',
  pending: 'Pending',
  suspended: 'Suspended',
  rejected: 'Rejected',
};
const statusTones: Record<CompanyStatus, BadgeTone> = {
  active: 'success',
  pending: 'warning',
  suspended: 'danger',
  rejected: 'cancelled',
};

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

/**
 * The status selector and Verify/Unverify of a company's card and of its modal (docs/product.md#superadmin-console: any status
 * from any other). After success the list reads again for the cards; `onChanged` hands the answer's company to the
 * open modal, which shows it even when the list's filters now leave that company out.
 */
export function CompanyControls({
  company,
  onChanged,
}: {
  company: AdminCompany;
  onChanged?: (company: AdminCompany) => void;
}) {
  const toast = useToast();
  const updateStatus = useUpdateCompanyStatus();
  const verify = useVerifyCompany();

  function changeStatus(status: CompanyStatus) {
    updateStatus.mutate(
      { id: company.id, status },
      {
        onSuccess: (result) => {
          onChanged?.(result.data);
          toast.show({ message: superadminMessages.companyStatusUpdated(status) });
        },
        onError: (error) =>
          toast.show({
            tone: 'danger',
            message: actionFailureText(
              error,
              superadminMessages.companyStatusFailed,
              superadminMessages.companyStatusNetworkFailed,
            ),
          }),
      },
    );
  }

  function toggleVerified() {
    const verified = !company.verified;
    verify.mutate(
      { id: company.id, verified },
      {
        onSuccess: (result) => {
          onChanged?.(result.data);
          toast.show({ message: superadminMessages.verificationUpdated(verified) });
        },
        onError: (error) =>
          toast.show({
            tone: 'danger',
            message: actionFailureText(
              error,
              superadminMessages.verificationFailed,
              superadminMessages.verificationNetworkFailed,
            ),
          }),
      },
    );
  }

  return (
    <div className={layout.controls}>
      <SelectField
        label={
          <>
            Status<span className="visually-hidden"> of {company.name}</span>
          </>
        }
        value={company.status}
        disabled={updateStatus.isPending}
        aria-busy={updateStatus.isPending || undefined}
        onChange={(event) => changeStatus(event.target.value as CompanyStatus)}
        options={companyStatuses.map((status) => ({ value: status, label: companyStatusLabels[status] }))}
      />
      <Button variant={company.verified ? 'secondary' : 'primary'} onClick={toggleVerified} loading={verify.isPending}>
        {company.verified ? 'Unverify' : 'Verify'}
      </Button>
    </div>
  );
}
