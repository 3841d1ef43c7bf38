import { useState } from 'react';
import type { PlanLimit } from '@contracts/plan-access';
import type { SubscriptionView } from '@contracts/subscription';
import { Alert } from '@/components/alert';
import { Button, ButtonLink } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Dialog } from '@/components/dialog';
import { ErrorWithRetry } from '@/components/error-with-retry';
import { limitState } from '@/components/plan-gates/plan-gate-rules';
import { SubscriptionStatusChip } from '@/components/plan-gates/subscription-status-chip';
import { useToast } from '@/components/toast-context';
import { apiErrorMessage } from '@/lib/api-client';
import {
  useCancelCompanySubscription,
  useCompanyInvoices,
  useCompanySubscription,
} from '@/features/company-dashboard/api/company-subscription';
import { formatCurrency, formatDate } from '@/lib/format';
import { useActingCompany } from '@/features/company-dashboard/hooks/use-acting-company';
import layout from '@/components/layout/dashboard-sections.module.css';
import styles from './subscription-panel.module.css';

const usageRows: { limit: PlanLimit; label: string }[] = [
  { limit: 'maxServices', label: 'Services' },
  { limit: 'maxEmployees', label: 'Employees' },
  { limit: 'maxBookingsPerMonth', label: 'Bookings this month' },
];

/** "5 days left", "Access until Dec 21, 2026", "Renews on ..." : what the status means for time. */
function periodText(view: SubscriptionView): string | null {
  switch (view.status) {
    case 'trial':
      return `${view.daysLeft === 1 ? '1 day' : `${view.daysLeft} days`} left, until ${formatDate(view.trialEndsAt ?? '')}`;
    case 'active':
      return view.currentPeriodEnd ? `Current period ends on ${formatDate(view.currentPeriodEnd)}` : null;
    case 'cancelled':
      return view.currentPeriodEnd ? `Access until ${formatDate(view.currentPeriodEnd)}` : null;
    case 'expired':
      return 'Choose a plan to use the dashboard again.';
    case 'inactive':
      return 'Start a 7-day free trial of any plan; no card required.';
  }
}

function Usage({ view }: { view: SubscriptionView }) {
  return (
    <dl className={styles.usage}>
      {usageRows.map(({ limit, label }) => {
        const state = limitState(view, limit);
        return (
          <div key={limit} className={styles.usageRow}>
            <dt>{label}</dt>
            <dd>
              <span className={state.reached ? styles.full : state.near ? styles.near : undefined}>
                {state.unlimited ? `${state.usage} (unlimited)` : `${state.usage} of ${state.limit}`}
              </span>
              {state.unlimited ? null : (
                <progress
                  className={styles.bar}
                  max={Math.max(state.limit, 1)}
                  value={Math.min(state.usage, state.limit)}
                  aria-label={`${label}: ${state.usage} of ${state.limit}`}
                />
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function Invoices({ companyId, open }: { companyId: string | undefined; open: boolean }) {
  const invoices = useCompanyInvoices(companyId, open);
  if (invoices.isError) return <Alert tone="danger">Failed to load invoices</Alert>;
  if (!invoices.data) return <p role="status">Loading invoices</p>;
  if (invoices.data.length === 0) return <p className={styles.muted}>No invoices yet: a trial is free.</p>;
  return (
    <ul className={layout.list}>
      {invoices.data.map((invoice) => (
        <li key={invoice.id} className={styles.invoice}>
          <span>
            {invoice.planName}, {invoice.billingPeriod}
            <span className={styles.muted}>
              {' '}
              {formatDate(invoice.periodStart)} - {formatDate(invoice.periodEnd)}
            </span>
          </span>
          <span className={styles.amount}>{formatCurrency(invoice.amount)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The company's plan, opened from the subscription badge (issue 8): status, days left or period end, usage
 * against each limit, invoices, change plan (to /pricing) and cancel after a confirmation.
 */
export function SubscriptionPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { companyId, bypassPlan } = useActingCompany();
  const subscription = useCompanySubscription(companyId);
  const cancel = useCancelCompanySubscription(companyId);
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const view = subscription.data;

  function confirmCancel() {
    cancel.mutate(undefined, {
      onSuccess: (result) => {
        setConfirming(false);
        toast.show({ message: result.message ?? 'Your subscription is cancelled.' });
      },
    });
  }

  return (
    <>
      <Dialog
        open={open && !confirming}
        onClose={onClose}
        align="start"
        size="lg"
        title="Your plan"
        description={view ? (view.planName ? `${view.planName} plan` : 'No plan chosen yet') : undefined}
        footer={
          <>
            {view?.status === 'active' && !bypassPlan ? (
              <Button variant="danger" onClick={() => setConfirming(true)}>
                Cancel Subscription
              </Button>
            ) : null}
            <ButtonLink to="/pricing" onClick={onClose}>
              {view?.status === 'inactive' ? 'Start Free Trial' : 'Change Plan'}
            </ButtonLink>
          </>
        }
      >
        {view ? (
          <div className={styles.body}>
            <div className={styles.status}>
              <SubscriptionStatusChip subscription={view} />
              {view.billingPeriod ? <span className={styles.muted}>Billed {view.billingPeriod}</span> : null}
            </div>
            {periodText(view) ? <p>{periodText(view)}</p> : null}
            {view.enforcement ? null : (
              <Alert tone="info">Plan limits are switched off by Petnest for now: every feature is open.</Alert>
            )}
            <h3 className={styles.heading}>Usage</h3>
            <Usage view={view} />
            <h3 className={styles.heading}>Invoices</h3>
            <Invoices companyId={companyId} open={open} />
          </div>
        ) : subscription.isError ? (
          <ErrorWithRetry title="Failed to fetch subscription data" onRetry={() => subscription.refetch()} />
        ) : (
          <p role="status">Loading your plan</p>
        )}
      </Dialog>

      <ConfirmDialog
        open={open && confirming}
        onClose={() => setConfirming(false)}
        title="Cancel your subscription?"
        description={
          view?.currentPeriodEnd
            ? `You keep every feature until ${formatDate(view.currentPeriodEnd)}. After that the dashboard sections are locked until you subscribe again.`
            : 'The dashboard sections are locked once the current period ends.'
        }
        keepLabel="Keep Subscription"
        confirmLabel="Cancel Subscription"
        busy={cancel.isPending}
        onConfirm={confirmCancel}
      >
        {cancel.isError ? (
          <Alert tone="danger">{apiErrorMessage(cancel.error, 'Failed to cancel subscription')}</Alert>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
