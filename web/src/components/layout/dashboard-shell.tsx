import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Menu, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { Link } from 'react-router';
import { InitialsAvatar } from '@/components/initials-avatar';
import { LogoMark } from '@/components/layout/logo';
import { NotificationBell } from '@/components/layout/notification-bell';
import { ProfileMenu } from '@/components/layout/profile-menu';
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
  /** The dashboard's first section, where the logo leads. */
  home: string;
  /** A field in the top bar between the logo and the bell (the role's search). */
  search?: ReactNode;
  sections: readonly DashboardSection[];
  activeId: string;
  /** Who the dashboard belongs to; `avatarUrl` (a company logo) replaces the initials. */
  user: { name: string; email: string; role: string; avatarUrl?: string | null };
  /** Before the bell: the role's own header menu (the superadmin's critical alerts). */
  alerts?: ReactNode;
  /** The section's own buttons, beside its title (the bell and the account menu are the top bar's). */
  headerActions?: ReactNode;
  /** The page's h1: the active section's title. */
  title: string;
  /** Under the sections: a subscription badge, a logout button. */
  sidebarFooter?: ReactNode;
  children: ReactNode;
}

/** The desktop sidebar's collapsed state, remembered across visits on this browser. */
const COLLAPSED_KEY = 'petnest.sidebarCollapsed';

function initiallyCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The app shell of signed-in work (docs/decisions/0093-app-shell.md), apart from the marketing site's header and
 * footer: a compact top bar (Sections on phones, the logo, the role's search, the bell, the account menu); a sidebar
 * with who is signed in and the sections, which collapses at 768 px and below into a drawer over the page (with a
 * scrim) that keeps the focus until it closes, and on wider screens into a rail of icons at the user's wish; the
 * section's title with its own buttons; the section below.
 */
export function DashboardShell({
  label,
  home,
  search,
  sections,
  activeId,
  user,
  alerts,
  headerActions,
  title,
  sidebarFooter,
  children,
}: DashboardShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(initiallyCollapsed);
  const navId = useId();
  const sidebarRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const topBarRef = useRef<HTMLElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const [seenActive, setSeenActive] = useState(activeId);
  if (seenActive !== activeId) {
    // Choosing a section closes the drawer on phones.
    setSeenActive(activeId);
    setDrawerOpen(false);
  }

  // Set on the element (React 18 does not know the inert attribute), before the drawer's effect returns the focus
  // to the menu button: a layout effect runs ahead of every passive one.
  useLayoutEffect(() => {
    topBarRef.current?.toggleAttribute('inert', drawerOpen);
    mainRef.current?.toggleAttribute('inert', drawerOpen);
  }, [drawerOpen]);

  useEffect(() => {
    const sidebar = sidebarRef.current;
    const menuButton = menuButtonRef.current;
    if (!drawerOpen || !sidebar) return undefined;
    const focusables = () => Array.from(sidebar.querySelectorAll<HTMLElement>(FOCUSABLE));
    // The drawer takes the focus when it opens, so keyboard users land in it (on the current section).
    (sidebar.querySelector<HTMLElement>('a[aria-current="page"]') ?? focusables()[0])?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setDrawerOpen(false);
        return;
      }
      if (event.key !== 'Tab') return;
      // A modal drawer traps Tab: from the last entry back to the first, and the other way with Shift.
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (!first || !last) return;
      if (!sidebar.contains(active)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      // Focus left in the closing drawer would be lost: give it back to the button that opened it.
      if (sidebar.contains(document.activeElement)) menuButton?.focus();
    };
  }, [drawerOpen]);

  function toggleCollapsed() {
    setCollapsed((current) => {
      try {
        localStorage.setItem(COLLAPSED_KEY, current ? '0' : '1');
      } catch {
        // A browser without storage only forgets the choice.
      }
      return !current;
    });
  }

  return (
    <div className={styles.app}>
      {/* While the drawer is open the top bar and the page are inert: neither focus nor assistive technology reach them. */}
      <header ref={topBarRef} className={styles.topBar}>
        <div className={styles.topBarInner}>
          <a href="#main-content" className={styles.skipLink}>
            Skip to main content
          </a>
          <button
            ref={menuButtonRef}
            type="button"
            className={styles.menuButton}
            aria-expanded={drawerOpen}
            aria-controls={navId}
            onClick={() => setDrawerOpen((open) => !open)}
          >
            {drawerOpen ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />}
            <span className={styles.menuLabel}>Sections</span>
          </button>
          <Link to={home} className={styles.brand} aria-label={`Petnest, ${label}`}>
            <LogoMark size={28} />
            <span className={styles.brandName}>Petnest</span>
          </Link>
          {search ? <div className={styles.search}>{search}</div> : null}
          <div className={styles.topBarActions}>
            {alerts}
            <NotificationBell />
            <ProfileMenu />
          </div>
        </div>
      </header>
      <div className={styles.shell} data-collapsed={collapsed || undefined}>
        <aside
          ref={sidebarRef}
          id={navId}
          className={`${styles.sidebar} ${drawerOpen ? styles.open : ''}`}
          aria-label={label}
        >
          <button
            type="button"
            className={styles.drawerClose}
            onClick={() => setDrawerOpen(false)}
            aria-label="Close sections"
          >
            <X size={20} aria-hidden="true" />
          </button>
          <button
            type="button"
            className={styles.collapseToggle}
            onClick={toggleCollapsed}
            aria-expanded={!collapsed}
            aria-controls={navId}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          >
            {collapsed ? (
              <PanelLeftOpen size={20} aria-hidden="true" />
            ) : (
              <PanelLeftClose size={20} aria-hidden="true" />
            )}
          </button>
          <div className={styles.user}>
            <InitialsAvatar name={user.name} src={user.avatarUrl} size="md" />
            <div className={styles.userText}>
              <p className={styles.userName}>{user.name}</p>
              {user.email ? (
                <p className={styles.userEmail} title={user.email}>
                  {user.email}
                </p>
              ) : null}
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
                    title={collapsed ? section.label : undefined}
                    onClick={() => setDrawerOpen(false)}
                  >
                    {section.icon}
                    <span>{section.label}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {sidebarFooter ? <div className={styles.sidebarFooter}>{sidebarFooter}</div> : null}
        </aside>
        {drawerOpen ? <div className={styles.scrim} onClick={() => setDrawerOpen(false)} aria-hidden="true" /> : null}

        <main ref={mainRef} id="main-content" className={styles.main} tabIndex={-1}>
          <div className={styles.header}>
            <h1 className={styles.title}>{title}</h1>
            {headerActions ? <div className={styles.headerActions}>{headerActions}</div> : null}
          </div>
          <div className={styles.content}>{children}</div>
        </main>
      </div>
    </div>
  );
}
