import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useScrollEdges } from '@/lib/use-scroll-edges';
import styles from './tabs.module.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  /**
   * The tab's own panel, drawn the first time its tab is selected and kept from then on, so a page does not load
   * what nobody opened and what was typed in a panel survives a switch; leave it out when all tabs filter one shared
   * panel (`children`).
   */
  content?: ReactNode;
}

interface TabsProps {
  /** Names the tab list for assistive technology. */
  label: string;
  items: readonly TabItem[];
  defaultTab?: string;
  /** Controlled selection (e.g. a filter kept in the URL); with `onValueChange`. */
  value?: string;
  onValueChange?: (id: string) => void;
  /** One panel shared by every tab, labelled by the selected one: tabs that filter a single list. */
  children?: ReactNode;
}

/** WAI-ARIA tabs: one tab stop, arrow keys, Home and End move between tabs and select them. */
export function Tabs({ label, items, defaultTab, value, onValueChange, children }: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultTab ?? items[0]?.id);
  const selected = value ?? uncontrolled;
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const listRef = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(listRef);
  const shared = children !== undefined;
  const [opened, setOpened] = useState<ReadonlySet<string | undefined>>(() => new Set([selected]));
  if (!opened.has(selected)) setOpened(new Set(opened).add(selected));
  const panelId = (id: string) => (shared ? `${baseId}-panel` : `${baseId}-panel-${id}`);

  function choose(id: string) {
    if (value === undefined) setUncontrolled(id);
    onValueChange?.(id);
    // A chosen tab half under the fading edge comes fully into view (jsdom has no scrollIntoView).
    tabRefs.current[id]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }

  function select(index: number) {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    choose(item.id);
    tabRefs.current[item.id]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = items.findIndex((item) => item.id === selected);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  }

  function scrollBy(direction: -1 | 1) {
    const list = listRef.current;
    list?.scrollBy?.({ left: direction * list.clientWidth * 0.7, behavior: 'smooth' });
  }

  return (
    <div className={styles.tabs}>
      <div className={styles.listFrame}>
        {/* Arrows on the sides that hide tabs: the row visibly scrolls (a pointer aid; keys move between tabs). */}
        {edges.start ? <ScrollArrow side="start" onClick={() => scrollBy(-1)} /> : null}
        {edges.end ? <ScrollArrow side="end" onClick={() => scrollBy(1)} /> : null}
        <div
          ref={listRef}
          role="tablist"
          aria-label={label}
          className={styles.list}
          data-more-start={edges.start || undefined}
          data-more-end={edges.end || undefined}
          onKeyDown={onKeyDown}
        >
          {items.map((item) => {
            const isSelected = item.id === selected;
            return (
              <button
                key={item.id}
                ref={(node) => {
                  tabRefs.current[item.id] = node;
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${item.id}`}
                aria-selected={isSelected}
                aria-controls={panelId(item.id)}
                tabIndex={isSelected ? 0 : -1}
                className={styles.tab}
                onClick={() => choose(item.id)}
              >
                {item.label}
              </button>
            );
          })}
        </div>
      </div>
      {shared ? (
        <div role="tabpanel" id={panelId('')} aria-labelledby={`${baseId}-tab-${selected}`} className={styles.panel}>
          {children}
        </div>
      ) : (
        items.map((item) => (
          <div
            key={item.id}
            role="tabpanel"
            id={panelId(item.id)}
            aria-labelledby={`${baseId}-tab-${item.id}`}
            hidden={item.id !== selected}
            tabIndex={0}
            className={styles.panel}
          >
            {opened.has(item.id) ? item.content : null}
          </div>
        ))
      )}
    </div>
  );
}

/** The scroll arrow of one side of the tab row. */
function ScrollArrow({ side, onClick }: { side: 'start' | 'end'; onClick: () => void }) {
  return (
    <button
      type="button"
      className={`${styles.scroll} ${side === 'start' ? styles.scrollStart : styles.scrollEnd}`}
      data-scroll-hint={side}
      tabIndex={-1}
      aria-hidden="true"
      onClick={onClick}
    >
      {side === 'start' ? <ChevronLeft size={18} /> : <ChevronRight size={18} />}
    </button>
  );
}
