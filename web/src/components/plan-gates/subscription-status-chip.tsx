import type { SubscriptionStatus } from '@contracts/company';
import type { SubscriptionView } from '@contracts/subscription';
import { Badge, type BadgeTone } from '@/components/badge';

const tones: Record<SubscriptionStatus, BadgeTone> = {
  trial: 'info',
  active: 'success',
  cancelled: 'warning',
  expired: 'danger',
  inactive: 'neutral',
};

/** The chip texts of docs/product.md#subscriptions come from the server's view ("Trial (5 days left)", "Active - Starter", ...). */
export function SubscriptionStatusChip({ subscription }: { subscription: SubscriptionView | undefined }) {
  if (!subscription) return <Badge tone="neutral">No Access</Badge>;
  return <Badge tone={tones[subscription.status]}>{subscription.label}</Badge>;
}
