import type { ReactNode } from 'react';
import styles from './stat-card.module.css';

interface StatCardProps {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  hint?: ReactNode;
}

/** One number with its label: the cards on top of a dashboard. */
export function StatCard({ label, value, icon, hint }: StatCardProps) {
  return (
    <div className={styles.card}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <dl className={styles.text}>
        <dt className={styles.label}>{label}</dt>
        <dd className={styles.value}>{value}</dd>
        {hint ? <dd className={styles.hint}>{hint}</dd> : null}
      </dl>
    </div>
  );
}
