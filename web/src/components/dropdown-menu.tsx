import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDown, MoreHorizontal } from 'lucide-react';
import { Link } from 'react-router';
import styles from './dropdown-menu.module.css';

/** `key` tells items with the same label apart; `description` is a second, quieter line under the label. */
interface MenuItemBase {
  label: string;
  key?: string;
  icon?: ReactNode;
  description?: ReactNode;
}
export type MenuItem =
  | (MenuItemBase & { kind: 'link'; to: string; onSelect?: () => void })
  | (MenuItemBase & { kind: 'action'; onSelect: () => void });

interface DropdownMenuProps {
  /** Visible content of the trigger. */
  trigger: ReactNode;
  /** Names the menu for assistive technology; defaults to the trigger's text. */
  menuLabel?: string;
  items: readonly MenuItem[];
  align?: 'start' | 'end';
  /** The trigger's look, which is that of the bar or row the menu sits in. */
  triggerClassName: string;
  /** Content shown above the items (not focusable), e.g. who is signed in. */
  header?: ReactNode;
  /** Shown in the menu when there are no items. */
  empty?: ReactNode;
  /** The trigger's open/closed chevron (a bare icon button has none). */
  chevron?: boolean;
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
  empty,
  chevron = true,
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
    } else if (event.key === 'Escape' && open) {
      // A menu with no items (no notifications yet) leaves the focus on its button: Escape closes it from there too.
      event.preventDefault();
      close(true);
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
        className={triggerClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openWith('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
        {chevron ? (
          <ChevronDown size={16} aria-hidden="true" className={open ? styles.chevronOpen : styles.chevron} />
        ) : null}
      </button>
      {open ? (
        <div className={`${styles.menu} ${align === 'end' ? styles.alignEnd : ''}`} onKeyDown={onMenuKeyDown}>
          {header ? <div className={styles.header}>{header}</div> : null}
          {items.length === 0 && empty ? <div className={styles.empty}>{empty}</div> : null}
          <div
            id={menuId}
            role="menu"
            aria-label={menuLabel}
            aria-labelledby={menuLabel ? undefined : triggerId}
            className={styles.items}
          >
            {items.map((item, index) => {
              const content = item.description ? (
                <span className={styles.itemText}>
                  <span>{item.label}</span>
                  <span className={styles.description}>{item.description}</span>
                </span>
              ) : (
                item.label
              );
              // What a link item and a button item share: a menu item out of the tab order, closing the menu.
              const itemProps = {
                ref: (node: HTMLElement | null) => {
                  itemRefs.current[index] = node;
                },
                role: 'menuitem',
                tabIndex: -1,
                className: styles.item,
                onClick: () => {
                  setOpen(false);
                  item.onSelect?.();
                },
              };
              return item.kind === 'link' ? (
                <Link key={item.key ?? item.label} to={item.to} {...itemProps}>
                  {item.icon}
                  {content}
                </Link>
              ) : (
                <button key={item.key ?? item.label} type="button" {...itemProps}>
                  {item.icon}
                  {content}
                </button>
              );
            })}
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** A table row's actions behind one small "more" button, named for its row ("Actions for Max, 9:30 AM"). */
export function RowActionsMenu({ label, items }: { label: string; items: readonly MenuItem[] }) {
  return (
    <DropdownMenu
      align="end"
      trigger={
        <>
          <MoreHorizontal size={16} aria-hidden="true" />
          <span className="visually-hidden">{label}</span>
        </>
      }
      menuLabel={label}
      triggerClassName={styles.rowTrigger}
      items={items}
    />
  );
}
