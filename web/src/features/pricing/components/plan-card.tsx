import { Check, Sparkles } from 'lucide-react';
import { yearlySavings, type BillingPeriod, type Plan } from '@contracts/plans';
import type { Role } from '@contracts/roles';
import { Badge } from '@/components/badge';
import { ButtonLink } from '@/components/button';
import { formatCurrency } from '@/lib/format';
import { planActionTarget } from '@/features/pricing/components/plan-actions';
import styles from './plan-card.module.css';

interface PlanCardProps {
  plan: Plan;
  period: BillingPeriod;
  signedIn: boolean;
  role: Role | null;
}

export function PlanCard({ plan, period, signedIn, role }: PlanCardProps) {
  const titleId = `plan-${plan.id}-title`;
  const price = period === 'monthly' ? plan.monthlyPrice : plan.yearlyPrice;
  const context = { signedIn, role, planId: plan.id, period };
  return (
    <article className={`${styles.card} ${plan.recommended ? styles.recommended : ''}`} aria-labelledby={titleId}>
      {plan.recommended ? (
        <div className={styles.ribbon}>
          <Badge tone="accent" icon={<Sparkles aria-hidden="true" />}>
            Most Popular
          </Badge>
        </div>
      ) : null}
      <div className={styles.head}>
        <h2 id={titleId} className={styles.name}>
          {plan.name}
        </h2>
        <p className={styles.description}>{plan.description}</p>
      </div>
      <div className={styles.priceBlock}>
        <p className={styles.price}>
          <span className={styles.amount}>{formatCurrency(price)}</span>
          <span className={styles.per}>{period === 'monthly' ? '/month' : '/year'}</span>
        </p>
        {period === 'yearly' ? (
          <p className={styles.savings}>Save {formatCurrency(yearlySavings(plan))} per year</p>
        ) : (
          <p className={styles.alt}>or {formatCurrency(plan.yearlyPrice)} billed yearly</p>
        )}
        <p className={styles.trial}>{plan.freeTrialDays}-day free trial, no credit card required</p>
      </div>
      <ul className={styles.features} aria-label={`${plan.name} features`}>
        {plan.highlights.map((highlight) => (
          <li key={highlight}>
            <Check size={18} aria-hidden="true" className={styles.check} />
            <span>{highlight}</span>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <ButtonLink
          to={planActionTarget({ ...context, action: 'trial' })}
          variant={plan.recommended ? 'accent' : 'primary'}
          block
        >
          Start Free Trial
        </ButtonLink>
        <ButtonLink to={planActionTarget({ ...context, action: 'subscribe' })} variant="secondary" block>
          Subscribe
        </ButtonLink>
      </div>
    </article>
  );
}
