import { useId, useState, type ReactNode } from 'react';
import { LayoutDashboard, LogOut, Menu, Settings, ShieldCheck, User, X } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { roleLabels, type Role } from '@contracts/roles';
import { ButtonLink } from '@/components/button';
import { DropdownMenu, type MenuItem } from '@/components/dropdown-menu';
import { LogoMark } from '@/components/layout/logo';
import { useSession } from '@/lib/session';
import styles from './site-header.module.css';

const solutions = [
  { label: 'App', to: '/petnest-app' },
  { label: 'CRM', to: '/pricing' },
] as const;

type NavEntry = { kind: 'link'; label: string; to: string; end?: boolean } | { kind: 'solutions' };

/**
 * The main navigation. Document 1 section 2's marketing menu for visitors, companies and admins; a signed-in pet
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

/** The profile menu of document 1 section 2, by role. Sign Out is handled by the caller. */
export function profileMenuEntries(role: Role | null): { label: string; to?: string }[] {
  const entries: { label: string; to?: string }[] = [];
  if (role === 'superadmin') entries.push({ label: 'Admin Dashboard', to: '/admin/dashboard' });
  if (role === 'pet_company') entries.push({ label: 'Company Dashboard', to: '/company/dashboard' });
  entries.push({ label: 'Profile', to: role === 'pet_owner' ? '/pet-owner/dashboard?section=profile' : '/profile' }, { label: 'Settings', to: '/settings' }, { label: 'Sign Out' });
  return entries;
}

const entryIcons: Record<string, ReactNode> = {
  'Admin Dashboard': <ShieldCheck size={16} aria-hidden="true" />,
  'Company Dashboard': <LayoutDashboard size={16} aria-hidden="true" />,
  Profile: <User size={16} aria-hidden="true" />,
  Settings: <Settings size={16} aria-hidden="true" />,
  'Sign Out': <LogOut size={16} aria-hidden="true" />,
};

function initialsOf(name: string): string {
  const parts = name.split(/[\s@._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (parts.length > 1 ? (parts[1]?.[0] ?? '') : '')).toUpperCase();
}

function navClass(isActive: boolean) {
  return isActive ? `${styles.navLink} ${styles.active}` : styles.navLink;
}

export function SiteHeader() {
  const { user, role, signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const entries = mainNavEntries(role);
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileNavId = useId();

  async function handleSignOut() {
    // Leave protected pages first, so their guards do not bounce the visitor to /signin on the way out.
    await navigate('/');
    await signOut();
  }

  const displayName = user?.displayName || user?.email || 'Account';
  const menuItems: MenuItem[] = profileMenuEntries(role).map((entry) =>
    entry.to
      ? { kind: 'link', label: entry.label, to: entry.to, icon: entryIcons[entry.label] }
      : { kind: 'action', label: entry.label, onSelect: () => void handleSignOut(), icon: entryIcons[entry.label] },
  );
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
            <DropdownMenu
              align="end"
              menuLabel="Profile"
              triggerClassName={styles.profileTrigger}
              trigger={
                <>
                  <span className="visually-hidden">Profile menu for </span>
                  <span className={styles.avatar} aria-hidden="true">
                    {initialsOf(displayName)}
                  </span>
                  <span className={styles.profileName}>{displayName}</span>
                </>
              }
              header={
                <div className={styles.menuHeader}>
                  <span className={styles.menuName}>{displayName}</span>
                  {user.email ? <span className={styles.menuEmail}>{user.email}</span> : null}
                  {role ? <span className={styles.menuRole}>{roleLabels[role]}</span> : null}
                </div>
              }
              items={menuItems}
            />
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
                      <NavEntryLink entry={{ kind: 'link', label: item.label, to: item.to }} location={location} onClick={closeMobile} />
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

function NavEntryLink({ entry, location, onClick }: { entry: Extract<NavEntry, { kind: 'link' }>; location: { pathname: string; search: string }; onClick?: () => void }) {
  const current = isCurrent(entry.to, entry.end, location);
  return (
    <Link to={entry.to} className={navClass(current)} aria-current={current ? 'page' : undefined} onClick={onClick}>
      {entry.label}
    </Link>
  );
}
