import type { AdminCompany } from '@contracts/superadmin';
import { Dialog } from '@/components/dialog';
import { formatDate } from '@/lib/format';
import layout from '@/components/layout/dashboard-sections.module.css';
import { CompanyFigures, CompanyRating } from './company-card';
import { CompanyControls, CompanyStatusBadge, VerifiedBadge } from './company-controls';

/** The details modal: the card's fields plus the owner's user id, with the same controls (docs/product.md#superadmin-console). */
export function CompanyDetailsDialog({
  company,
  onClose,
  onChanged,
}: {
  company: AdminCompany | undefined;
  onClose: () => void;
  onChanged: (company: AdminCompany) => void;
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
          <CompanyControls company={company} onChanged={onChanged} />
        </div>
      ) : null}
    </Dialog>
  );
}
