import { SubscriptionConfirm } from '@/features/subscription/components/subscription-confirm';

/** /company/subscribe/:planId?period=monthly|yearly */
export function SubscribeRoute() {
  return <SubscriptionConfirm mode="subscribe" />;
}
