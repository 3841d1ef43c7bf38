import type { ReactNode } from 'react';
import type { PlanFeature } from '@contracts/plans';
import { LoadingRows, QueryState } from '@/components/query-state';
import { FeatureGate } from '@/components/plan-gates/feature-gate';
import { useCompanySubscription } from '@/features/company-dashboard/api/company-subscription';
import { useActingCompany } from '@/features/company-dashboard/hooks/use-acting-company';
import styles from './company-shell.module.css';

const gatePlaceholder = { rows: 3, rowHeight: 96 };

/** While a section's code loads: the same placeholder as while its plan is read, so nothing jumps between the two. */
export function SectionLoading() {
  return <LoadingRows subject="the section" className={styles.gateLoading} {...gatePlaceholder} />;
}

/**
 * A section behind the company's plan: its content when the subscription allows it, else "Upgrade Required".
 * A superadmin is never refused (the API lets him through as well), so he does not wait for the plan.
 */
export function SectionGate({ feature, children }: { feature: PlanFeature | undefined; children: ReactNode }) {
  const { companyId, bypassPlan } = useActingCompany();
  const subscription = useCompanySubscription(companyId);
  if (bypassPlan) return <>{children}</>;
  if (!subscription.data) {
    return (
      <QueryState
        query={subscription}
        subject="your plan"
        failed="Failed to fetch subscription data"
        exception="Cannot connect to server. Please check your connection and try again."
        className={styles.gateLoading}
        {...gatePlaceholder}
      />
    );
  }
  return (
    <FeatureGate subscription={subscription.data} feature={feature}>
      {children}
    </FeatureGate>
  );
}
