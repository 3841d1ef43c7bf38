import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
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
