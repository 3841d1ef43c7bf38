import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Menu, X } from 'lucide-react';
import { Link } from 'react-router';
import { InitialsAvatar } from '@/components/initials-avatar';
import styles from './dashboard-shell.module.css';

export interface DashboardSection {
  id: string;
  label: string;
  icon: ReactNode;
  /** Where the entry leads, e.g. "?section=pets": the section lives in the URL. */
  to: string;
}

interface DashboardShellProps {
  /** Names the sidebar navigation, e.g. "Pet owner dashboard". */
  label: string;
  sections: readonly DashboardSection[];
  activeId: string;
  user: { name: string; email: string; role: string };
  /** Badges and buttons at the right of the header. */
  headerActions?: ReactNode;
  /** The page's h1: the active section's title. */
  title: string;
  children: ReactNode;
}

/**
 * UI.md's dashboard shell: a sidebar with who is signed in and the sections, which collapses under 768 px into a
 * drawer over the page (with a scrim); a header with the section's title and the badges; the section below.
 */
export function DashboardShell({ label, sections, activeId, user, headerActions, title, children }: DashboardShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navId = useId();
  const sidebarRef = useRef<HTMLElement>(null);
  const [seenActive, setSeenActive] = useState(activeId);
  if (seenActive !== activeId) {
    // Choosing a section closes the drawer on phones.
    setSeenActive(activeId);
    setDrawerOpen(false);
  }

  useEffect(() => {
    if (!drawerOpen) return undefined;
    // The drawer takes the focus when it opens, so keyboard users land in it.
    sidebarRef.current?.querySelector<HTMLElement>('a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [drawerOpen]);

  return (
    <div className={styles.shell}>
      <aside ref={sidebarRef} id={navId} className={`${styles.sidebar} ${drawerOpen ? styles.open : ''}`} aria-label={label}>
        <div className={styles.user}>
          <InitialsAvatar name={user.name} size="md" />
          <div className={styles.userText}>
            <p className={styles.userName}>{user.name}</p>
            {user.email ? <p className={styles.userEmail}>{user.email}</p> : null}
            <p className={styles.userRole}>{user.role}</p>
          </div>
        </div>
        <nav aria-label={`${label} sections`}>
          <ul className={styles.nav}>
            {sections.map((section) => (
              <li key={section.id}>
                <Link
                  to={section.to}
                  className={styles.navLink}
                  aria-current={section.id === activeId ? 'page' : undefined}
                  onClick={() => setDrawerOpen(false)}
                >
                  {section.icon}
                  <span>{section.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      {drawerOpen ? <div className={styles.scrim} onClick={() => setDrawerOpen(false)} aria-hidden="true" /> : null}

      <div className={styles.main}>
        <header className={styles.header}>
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={drawerOpen}
            aria-controls={navId}
            onClick={() => setDrawerOpen((open) => !open)}
          >
            {drawerOpen ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />}
            <span>Sections</span>
          </button>
          <h1 className={styles.title}>{title}</h1>
          {headerActions ? <div className={styles.headerActions}>{headerActions}</div> : null}
        </header>
        <div className={styles.content}>{children}</div>
      </div>
    </div>
  );
}
