import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import styles from './dropdown-menu.module.css';

export type MenuItem =
  | { kind: 'link'; label: string; to: string; icon?: ReactNode }
  | { kind: 'action'; label: string; onSelect: () => void; icon?: ReactNode };

interface DropdownMenuProps {
  /** Visible content of the trigger. */
  trigger: ReactNode;
  /** Names the menu for assistive technology; defaults to the trigger's text. */
  menuLabel?: string;
  items: readonly MenuItem[];
  align?: 'start' | 'end';
  triggerClassName?: string;
  /** Content shown above the items (not focusable), e.g. who is signed in. */
  header?: ReactNode;
}

/**
 * The WAI-ARIA menu button pattern: Enter, Space or ArrowDown opens and focuses the first item, arrows, Home and
 * End move, Escape closes and returns focus to the button, Tab or a click outside closes.
 */
export function DropdownMenu({
  trigger,
  menuLabel,
  items,
  align = 'start',
  triggerClassName,
  header,
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const triggerId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const focusOnOpen = useRef<'first' | 'last'>('first');

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const target = focusOnOpen.current === 'first' ? itemRefs.current[0] : itemRefs.current[items.length - 1];
    target?.focus();
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, items.length]);

  function openWith(position: 'first' | 'last') {
    focusOnOpen.current = position;
    setOpen(true);
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openWith('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWith('last');
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const elements = itemRefs.current.filter((node): node is HTMLElement => node !== null);
    const index = elements.indexOf(document.activeElement as HTMLElement);
    const last = elements.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: index >= last ? 0 : index + 1,
      ArrowUp: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      elements[moves[event.key] ?? 0]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className={triggerClassName ?? styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openWith('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
        <ChevronDown size={16} aria-hidden="true" className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      {open ? (
        <div className={`${styles.menu} ${align === 'end' ? styles.alignEnd : ''}`} onKeyDown={onMenuKeyDown}>
          {header ? <div className={styles.header}>{header}</div> : null}
          <div
            id={menuId}
            role="menu"
            aria-label={menuLabel}
            aria-labelledby={menuLabel ? undefined : triggerId}
            className={styles.items}
          >
            {items.map((item, index) => {
              const setRef = (node: HTMLElement | null) => {
                itemRefs.current[index] = node;
              };
              if (item.kind === 'link') {
                return (
                  <Link
                    key={item.label}
                    ref={setRef}
                    to={item.to}
                    role="menuitem"
                    tabIndex={-1}
                    className={styles.item}
                    onClick={() => setOpen(false)}
                  >
                    {item.icon}
                    {item.label}
                  </Link>
                );
              }
              return (
                <button
                  key={item.label}
                  ref={setRef}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={styles.item}
                  onClick={() => {
                    setOpen(false);
                    item.onSelect();
                  }}
                >
                  {item.icon}
                  {item.label}
                </button>
              );
            })}
          </div>
        </div>
      ) : null}
    </div>
  );
}
