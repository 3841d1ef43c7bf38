import { useId } from 'react';
import { Lock } from 'lucide-react';
import { planAccessMessages, type PlanRefusal } from '@contracts/plan-access';
import { ButtonLink } from '@/components/button';
import iconCircle from '@/components/icon-circle.module.css';
import tones from '@/components/tones.module.css';
import styles from './plan-gates.module.css';

const actionLabels: Record<PlanRefusal['kind'], string> = {
  start_trial: 'Start Free Trial',
  renew: 'Renew Plan',
  upgrade: 'View Plans',
};

/** What a refusal says under its title: the spec's words without access, the plan's name for a missing feature. */
function explanation(refusal: PlanRefusal, planName: string | null): string {
  if (refusal.kind !== 'upgrade') return refusal.message;
  return `Your ${planName ?? 'current'} plan does not include this feature. Upgrade your plan to use it.`;
}

/** docs/product.md#plans: the notice that replaces a section the subscription gives no access to; leads to /pricing. */
export function UpgradeRequired({ refusal, planName }: { refusal: PlanRefusal; planName: string | null }) {
  const titleId = useId();
  return (
    <section className={styles.notice} aria-labelledby={titleId}>
      <span className={`${iconCircle.disc} ${tones.accent}`} aria-hidden="true">
        <Lock size={28} />
      </span>
      <h2 id={titleId} className={styles.noticeTitle}>
        {planAccessMessages.upgrade}
      </h2>
      <p className={styles.noticeText}>{explanation(refusal, planName)}</p>
      <ButtonLink to="/pricing" variant="accent">
        {actionLabels[refusal.kind]}
      </ButtonLink>
    </section>
  );
}
