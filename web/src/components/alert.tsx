import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { failureText } from '@/lib/api-client';
import styles from './alert.module.css';
import tones from './tones.module.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const icons: Record<AlertTone, ReactNode> = {
  info: <Info size={20} aria-hidden="true" />,
  success: <CircleCheck size={20} aria-hidden="true" />,
  warning: <TriangleAlert size={20} aria-hidden="true" />,
  danger: <CircleAlert size={20} aria-hidden="true" />,
};

interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}

/** An inline message; problems are announced at once (role alert), good news politely (role status). */
export function Alert({ tone = 'info', title, children, action }: AlertProps) {
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <div className={`${styles.alert} ${tones[tone]}`} role={urgent ? 'alert' : 'status'}>
      <span className={styles.icon}>{icons[tone]}</span>
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.text}>{children}</div> : null}
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
    </div>
  );
}

/**
 * A failed call's message where the action was asked (a dialog, a form), or nothing while there is no error: the
 * spec's pair of texts, `failed` for the server's refusal and `exception` when no answer came (`failureText`).
 */
export function FailureAlert({ error, ...texts }: { error: unknown } & Parameters<typeof failureText>[1]) {
  return error ? <Alert tone="danger">{failureText(error, texts)}</Alert> : null;
}
