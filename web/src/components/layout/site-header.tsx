import { Suspense, useId, useState } from 'react';
import { Menu, X } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { Role } from '@contracts/roles';
import { ButtonLink } from '@/components/button';
import { DropdownMenu } from '@/components/dropdown-menu';
import { LogoMark } from '@/components/layout/logo';
import { lazyNamed } from '@/lib/lazy-named';
import { useSession } from '@/lib/session';
import styles from './site-header.module.css';

// Only a signed-in user has one, and his session is restored after the first paint anyway: a visitor's first load
// does not carry it.
const ProfileMenu = lazyNamed(() => import('@/components/layout/profile-menu'), 'ProfileMenu');

const solutions = [
  { label: 'App', to: '/petnest-app' },
  { label: 'CRM', to: '/pricing' },
] as const;

type NavEntry = { kind: 'link'; label: string; to: string; end?: boolean } | { kind: 'solutions' };

/**
 * The main navigation. The marketing menu (docs/product.md#pages-and-routes) for visitors, companies and admins; a signed-in pet
 * owner gets his own places one tap away instead (issue 11: an owner-first header).
 */
export function mainNavEntries(role: Role | null): NavEntry[] {
  if (role === 'pet_owner') {
    return [
      { kind: 'link', label: 'Dashboard', to: '/pet-owner/dashboard', end: true },
      { kind: 'link', label: 'Marketplace', to: '/marketplace' },
      { kind: 'link', label: 'My Bookings', to: '/pet-owner/dashboard?section=bookings' },
      { kind: 'link', label: 'My Pets', to: '/pet-owner/dashboard?section=pets' },
    ];
  }
  return [
    { kind: 'link', label: 'Home', to: '/', end: true },
    { kind: 'link', label: 'Marketplace', to: '/marketplace' },
    { kind: 'solutions' },
    { kind: 'link', label: 'Business', to: '/petnest-business' },
  ];
}

/** Active when the path matches; a dashboard link with a section only on that section, one with `end` on none. */
function isCurrent(to: string, end: boolean | undefined, location: { pathname: string; search: string }): boolean {
  const [path, query = ''] = to.split('?');
  const section = new URLSearchParams(query).get('section');
  const currentSection = new URLSearchParams(location.search).get('section');
  if (section !== null) return location.pathname === path && currentSection === section;
  if (end) return location.pathname === path && currentSection === null;
  return location.pathname.startsWith(path);
}

function navClass(isActive: boolean) {
  return isActive ? `${styles.navLink} ${styles.active}` : styles.navLink;
}

export function SiteHeader() {
  const { user, role } = useSession();
  const location = useLocation();
  const entries = mainNavEntries(role);
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileNavId = useId();
  const closeMobile = () => setMobileOpen(false);

  return (
    <header className={styles.header}>
      <a href="#main-content" className={styles.skipLink}>
        Skip to main content
      </a>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand} aria-label="Petnest home">
          <LogoMark />
          <span>Petnest</span>
        </Link>

        <nav aria-label="Main" className={styles.desktopNav}>
          <ul className={styles.navList}>
            {entries.map((entry) =>
              entry.kind === 'solutions' ? (
                <li key="solutions">
                  <DropdownMenu
                    trigger="Solutions"
                    triggerClassName={styles.navButton}
                    items={solutions.map((item) => ({ kind: 'link', label: item.label, to: item.to }))}
                  />
                </li>
              ) : (
                <li key={entry.to}>
                  <NavEntryLink entry={entry} location={location} />
                </li>
              ),
            )}
          </ul>
        </nav>

        <div className={styles.actions}>
          {user ? (
            <Suspense fallback={<span className={styles.profilePlaceholder} aria-hidden="true" />}>
              <ProfileMenu />
            </Suspense>
          ) : (
            <div className={styles.authLinks}>
              <ButtonLink to="/signin" variant="ghost" size="sm">
                Sign In
              </ButtonLink>
              <ButtonLink to="/signup" variant="accent" size="sm">
                Sign Up
              </ButtonLink>
            </div>
          )}
          <button
            type="button"
            className={styles.menuToggle}
            aria-expanded={mobileOpen}
            aria-controls={mobileNavId}
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <X size={24} aria-hidden="true" /> : <Menu size={24} aria-hidden="true" />}
          </button>
        </div>
      </div>

      <nav
        id={mobileNavId}
        aria-label="Mobile"
        className={styles.mobileNav}
        hidden={!mobileOpen}
        onKeyDown={(event) => {
          if (event.key === 'Escape') closeMobile();
        }}
      >
        <ul className={styles.mobileList}>
          {entries.map((entry) =>
            entry.kind === 'solutions' ? (
              <li key="solutions">
                <p className={styles.mobileGroup} id={`${mobileNavId}-solutions`}>
                  Solutions
                </p>
                <ul className={styles.mobileSubList} aria-labelledby={`${mobileNavId}-solutions`}>
                  {solutions.map((item) => (
                    <li key={item.to}>
                      <NavEntryLink
                        entry={{ kind: 'link', label: item.label, to: item.to }}
                        location={location}
                        onClick={closeMobile}
                      />
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={entry.to}>
                <NavEntryLink entry={entry} location={location} onClick={closeMobile} />
              </li>
            ),
          )}
        </ul>
        {user ? null : (
          <div className={styles.mobileAuth}>
            <ButtonLink to="/signin" variant="secondary" block onClick={closeMobile}>
              Sign In
            </ButtonLink>
            <ButtonLink to="/signup" variant="accent" block onClick={closeMobile}>
              Sign Up
            </ButtonLink>
          </div>
        )}
      </nav>
    </header>
  );
}

function NavEntryLink({
  entry,
  location,
  onClick,
}: {
  entry: Extract<NavEntry, { kind: 'link' }>;
  location: { pathname: string; search: string };
  onClick?: () => void;
}) {
  const current = isCurrent(entry.to, entry.end, location);
  return (
    <Link to={entry.to} className={navClass(current)} aria-current={current ? 'page' : undefined} onClick={onClick}>
      {entry.label}
    </Link>
  );
}
