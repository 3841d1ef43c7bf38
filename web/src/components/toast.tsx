import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import {
  ToastContext,
  type ToastApi,
  type ToastInput,
  type ToastLink,
  type ToastTone,
} from '@/components/toast-context';
import styles from './toast.module.css';

const TOAST_DURATION_MS = 6000;
/** A toast that carries a way on (a link) stays longer: it is read, then acted on. */
const TOAST_WITH_LINK_DURATION_MS = 12000;

interface ToastItem extends ToastInput {
  id: number;
  tone: ToastTone;
}

const icons: Record<ToastTone, ReactNode> = {
  success: <CircleCheck size={20} aria-hidden="true" />,
  info: <Info size={20} aria-hidden="true" />,
  danger: <CircleAlert size={20} aria-hidden="true" />,
};

/** Short confirmations in a live region at the bottom of the screen; each one can be dismissed. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((items) => items.filter((item) => item.id !== id)), []);

  const show = useCallback((toast: ToastInput) => {
    const id = nextId.current++;
    setToasts((items) => [...items.slice(-2), { ...toast, id, tone: toast.tone ?? 'success' }]);
  }, []);

  const api = useMemo<ToastApi>(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={styles.region} role="region" aria-label="Notifications">
        <div role="status" aria-live="polite" className={styles.stack}>
          {toasts.map((toast) => (
            <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
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
      <button
        type="button"
        className={styles.dismiss}
        onClick={() => onDismiss(toast.id)}
        aria-label="Dismiss notification"
      >
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
