import type { SubscriptionView } from '@contracts/subscription';
import { Alert, type AlertTone } from '@/components/alert';
import { ButtonLink } from '@/components/button';
import { trialBannerTone, type TrialBannerTone } from '@/components/plan-gates/plan-gate-rules';

const alertTones: Record<TrialBannerTone, AlertTone> = { info: 'info', warning: 'warning', expired: 'danger' };

function dayCount(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/** The trial banner (docs/product.md#subscriptions): info, warning at 3 days or fewer, expired style after the trial ends. */
export function TrialBanner({ subscription }: { subscription: SubscriptionView }) {
  const tone = trialBannerTone(subscription);
  if (!tone) return null;
  const plan = subscription.planName ?? 'plan';
  const title =
    tone === 'expired'
      ? `Your ${plan} trial has ended.`
      : `${dayCount(subscription.daysLeft)} left in your ${plan} trial.`;
  const text =
    tone === 'expired'
      ? 'Subscribe to keep managing your services, bookings and team.'
      : 'Subscribe before the trial ends to keep every feature without a break.';
  return (
    <Alert
      tone={alertTones[tone]}
      title={title}
      action={
        <ButtonLink to="/pricing" size="sm" variant={tone === 'info' ? 'secondary' : 'accent'}>
          {tone === 'expired' ? 'Choose a Plan' : 'Subscribe Now'}
        </ButtonLink>
      }
    >
      {text}
    </Alert>
  );
}
