import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type ToastApi, type ToastInput, type ToastItem } from '@/components/toast-context';
import styles from './toast.module.css';

// A toast's own code loads with the first one: most visits show none.
const Toast = lazy(() => import('@/components/toast-item').then((module) => ({ default: module.Toast })));

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
          <Suspense fallback={null}>
            {toasts.map((toast) => (
              <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
            ))}
          </Suspense>
        </div>
      </div>
    </ToastContext.Provider>
  );
}
