import { SubscriptionConfirm } from '@/features/subscription/components/subscription-confirm';

/** /company/trial/:planId */
export function StartTrialRoute() {
  return <SubscriptionConfirm mode="trial" />;
}
