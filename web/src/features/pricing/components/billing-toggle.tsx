import type { BillingPeriod } from '@contracts/plans';
import { YEARLY_SAVINGS_BADGE } from '@contracts/plans';
import { Badge } from '@/components/badge';
import styles from './billing-toggle.module.css';

/** Monthly or yearly prices; two toggle buttons in a labelled group. */
export function BillingToggle({
  period,
  onChange,
}: {
  period: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
}) {
  return (
    <div className={styles.wrapper}>
      <div role="group" aria-label="Billing period" className={styles.group}>
        <button
          type="button"
          className={styles.option}
          aria-pressed={period === 'monthly'}
          onClick={() => onChange('monthly')}
        >
          Monthly
        </button>
        <button
          type="button"
          className={styles.option}
          aria-pressed={period === 'yearly'}
          onClick={() => onChange('yearly')}
        >
          Yearly
        </button>
      </div>
      <Badge tone="success">Save {YEARLY_SAVINGS_BADGE}</Badge>
    </div>
  );
}
