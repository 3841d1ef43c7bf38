import { useId, useState, type ReactNode } from 'react';
import { LayoutDashboard, LogOut, Menu, Settings, ShieldCheck, User, X } from 'lucide-react';
import { Link, NavLink, useNavigate } from 'react-router';
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

/** The profile menu of document 1 section 2, by role. Sign Out is handled by the caller. */
export function profileMenuEntries(role: Role | null): { label: string; to?: string }[] {
  const entries: { label: string; to?: string }[] = [];
  if (role === 'superadmin') entries.push({ label: 'Admin Dashboard', to: '/admin/dashboard' });
  if (role === 'pet_company') entries.push({ label: 'Company Dashboard', to: '/company/dashboard' });
  entries.push({ label: 'Profile', to: '/profile' }, { label: 'Settings', to: '/settings' }, { label: 'Sign Out' });
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

function navClass({ isActive }: { isActive: boolean }) {
  return isActive ? `${styles.navLink} ${styles.active}` : styles.navLink;
}

export function SiteHeader() {
  const { user, role, signOut } = useSession();
  const navigate = useNavigate();
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
            <li>
              <NavLink to="/" end className={navClass}>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to="/marketplace" className={navClass}>
                Marketplace
              </NavLink>
            </li>
            <li>
              <DropdownMenu
                trigger="Solutions"
                triggerClassName={styles.navButton}
                items={solutions.map((item) => ({ kind: 'link', label: item.label, to: item.to }))}
              />
            </li>
            <li>
              <NavLink to="/petnest-business" className={navClass}>
                Business
              </NavLink>
            </li>
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
          <li>
            <NavLink to="/" end className={navClass} onClick={closeMobile}>
              Home
            </NavLink>
          </li>
          <li>
            <NavLink to="/marketplace" className={navClass} onClick={closeMobile}>
              Marketplace
            </NavLink>
          </li>
          <li>
            <p className={styles.mobileGroup} id={`${mobileNavId}-solutions`}>
              Solutions
            </p>
            <ul className={styles.mobileSubList} aria-labelledby={`${mobileNavId}-solutions`}>
              {solutions.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={navClass} onClick={closeMobile}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
          <li>
            <NavLink to="/petnest-business" className={navClass} onClick={closeMobile}>
              Business
            </NavLink>
          </li>
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
