import { useEffect, useState, type ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import type { ToastItem, ToastLink, ToastTone } from '@/components/toast-context';
import styles from './toast.module.css';

const TOAST_DURATION_MS = 6000;
/** A toast that carries a way on (a link) stays longer: it is read, then acted on. */
const TOAST_WITH_LINK_DURATION_MS = 12000;

const icons: Record<ToastTone, ReactNode> = {
  success: <CircleCheck size={20} aria-hidden="true" />,
  info: <Info size={20} aria-hidden="true" />,
  danger: <CircleAlert size={20} aria-hidden="true" />,
};

/** One toast: its tone's icon, its text and link, a Dismiss button; it goes after a while unless held. */
export function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  // The timer waits while the pointer or the keyboard is on the toast (WCAG 2.2.1), and starts afresh after.
  const [held, setHeld] = useState(false);
  const duration = toast.link ? TOAST_WITH_LINK_DURATION_MS : TOAST_DURATION_MS;
  useEffect(() => {
    if (held) return undefined;
    const timer = window.setTimeout(() => onDismiss(toast.id), duration);
    return () => window.clearTimeout(timer);
  }, [toast.id, onDismiss, held, duration]);

  return (
    <div
      className={`${styles.toast} ${styles[toast.tone]}`}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <span className={styles.icon}>{icons[toast.tone]}</span>
      <div className={styles.body}>
        {toast.title ? <p className={styles.title}>{toast.title}</p> : null}
        <p>{toast.message}</p>
        {toast.link ? <ToastLinkAnchor link={toast.link} onFollow={() => onDismiss(toast.id)} /> : null}
      </div>
      <button type="button" className={styles.dismiss} onClick={() => onDismiss(toast.id)} aria-label="Dismiss notification">
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}

function ToastLinkAnchor({ link, onFollow }: { link: ToastLink; onFollow: () => void }) {
  return (
    <a
      href={link.href}
      className={styles.link}
      onClick={(event) => {
        // A plain click stays in the app; a modified one (new tab, new window) is the browser's.
        if (link.onFollow && !event.metaKey && !event.ctrlKey && !event.shiftKey && event.button === 0) {
          event.preventDefault();
          link.onFollow(link.href);
        }
        onFollow();
      }}
    >
      {link.label}
    </a>
  );
}
