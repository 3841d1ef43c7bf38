import { useEffect, useId, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import iconCircle from '@/components/icon-circle.module.css';
import tones from '@/components/tones.module.css';
import styles from './dialog.module.css';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  icon?: ReactNode;
  /** md (480 px) for messages and confirmations, lg (640 px) and xl (800 px) for forms. */
  size?: 'md' | 'lg' | 'xl';
  /** Messages centre their text; forms read from the start. */
  align?: 'center' | 'start';
  /**
   * A sheet rises from the bottom edge on phones (filters); a full sheet fills the phone's screen (long forms with
   * a pinned footer, such as booking); a modal sits in the middle.
   */
  placement?: 'modal' | 'sheet' | 'full-sheet';
}

/**
 * A modal on the native <dialog>: the browser makes the rest of the page inert (the focus trap), Escape fires
 * `cancel`, and focus returns to the opener on close. Labelled by its title, described by its description.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  icon,
  size = 'md',
  align = 'center',
  placement = 'modal',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={[
        styles.dialog,
        styles[size],
        placement === 'modal' ? '' : styles.sheet,
        placement === 'full-sheet' ? styles.fullSheet : '',
      ]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <div className={[styles.content, align === 'start' ? styles.start : ''].filter(Boolean).join(' ')}>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close dialog">
            <X size={20} aria-hidden="true" />
          </button>
          {icon ? <div className={`${iconCircle.disc} ${tones.success} ${styles.icon}`}>{icon}</div> : null}
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {description ? (
            <div id={descriptionId} className={styles.description}>
              {description}
            </div>
          ) : null}
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
