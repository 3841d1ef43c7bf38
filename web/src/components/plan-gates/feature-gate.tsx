import type { ReactNode } from 'react';
import type { PlanFeature } from '@contracts/plans';
import type { SubscriptionView } from '@contracts/subscription';
import { gateRefusal } from '@/components/plan-gates/plan-gate-rules';
import { UpgradeRequired } from '@/components/plan-gates/upgrade-required';

interface FeatureGateProps {
  subscription: SubscriptionView;
  /** Without a feature the gate checks access only (trial or paid period running). */
  feature?: PlanFeature;
  /** A superadmin acting for a company is never refused. */
  bypass?: boolean;
  children: ReactNode;
}

/** Shows `children` when the plan allows them, else the "Upgrade Required" notice in their place. */
export function FeatureGate({ subscription, feature, bypass = false, children }: FeatureGateProps) {
  const refusal = gateRefusal(subscription, { feature, bypass });
  if (refusal) return <UpgradeRequired refusal={refusal} planName={subscription.planName} />;
  return <>{children}</>;
}
