import { LayoutDashboard } from 'lucide-react';
import type { AdminCompany } from '@contracts/superadmin';
import { Button, ButtonLink } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { formatDate } from '@/lib/format';
import layout from '@/components/layout/dashboard-sections.module.css';
import { CompanyFigures, CompanyRating } from './company-figures';
import { companyDashboardPath } from './companies-table';
import { CompanyStatusBadge, VerifiedBadge } from './company-controls';
import { moderationIsDanger, moderationLabel, moderationsFor, type Moderation } from './moderation';

/**
 * The details modal: every field plus the owner's user id and the reason of a suspension or rejection, a link to the
 * company's dashboard and the moderations, each confirmed with a reason (docs/product.md#superadmin-console).
 */
export function CompanyDetailsDialog({
  company,
  onClose,
  onModerate,
}: {
  company: AdminCompany | undefined;
  onClose: () => void;
  onModerate: (company: AdminCompany, moderation: Moderation) => void;
}) {
  return (
    <Dialog
      open={company !== undefined}
      onClose={onClose}
      title={company?.name || 'Company details'}
      size="lg"
      align="start"
    >
      {company ? (
        <div className={layout.section}>
          <dl className={layout.details}>
            <div>
              <dt>Status</dt>
              <dd>
                <CompanyStatusBadge status={company.status} />
              </dd>
            </div>
            {company.standingReason ? (
              <div>
                <dt>Reason</dt>
                <dd>{company.standingReason}</dd>
              </div>
            ) : null}
            <div>
              <dt>Verification</dt>
              <dd>
                <VerifiedBadge verified={company.verified} />
              </dd>
            </div>
            <div>
              <dt>Rating</dt>
              <dd>
                <CompanyRating company={company} />
              </dd>
            </div>
            <div>
              <dt>User id</dt>
              <dd>
                <code>{company.userId}</code>
              </dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{company.email || '—'}</dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>{company.phone || '—'}</dd>
            </div>
            <div>
              <dt>Address</dt>
              <dd>{company.address || '—'}</dd>
            </div>
            <CompanyFigures company={company} />
            <div>
              <dt>Joined</dt>
              <dd>{formatDate(company.joinedDate)}</dd>
            </div>
            <div>
              <dt>Last active</dt>
              <dd>{company.lastActiveDate ? formatDate(company.lastActiveDate) : 'Never'}</dd>
            </div>
          </dl>
          {company.description ? <p>{company.description}</p> : null}
          <div className={layout.controls}>
            <ButtonLink to={companyDashboardPath(company.id)} variant="secondary" icon={<LayoutDashboard />}>
              Open dashboard
            </ButtonLink>
            {moderationsFor(company).map((moderation) => (
              <Button
                key={moderationLabel(moderation)}
                variant={moderationIsDanger(moderation) ? 'danger' : 'secondary'}
                onClick={() => onModerate(company, moderation)}
              >
                {moderationLabel(moderation)}
              </Button>
            ))}
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
