import { LayoutDashboard, LogOut, Settings, ShieldCheck, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { roleLabels, type Role } from '@contracts/roles';
import { DropdownMenu, type MenuItem } from '@/components/dropdown-menu';
import { useSession } from '@/lib/session';
import { PHONE_SCREEN, useMediaQuery } from '@/lib/use-media-query';
import styles from './site-header.module.css';
import { OneLine } from '@/components/one-line';

/** The profile menu of docs/product.md#pages-and-routes, by role. Sign Out is handled by the caller. */
export function profileMenuEntries(role: Role | null): { label: string; to?: string }[] {
  const entries: { label: string; to?: string }[] = [];
  if (role === 'superadmin') entries.push({ label: 'Admin Dashboard', to: '/admin/dashboard' });
  if (role === 'pet_company') entries.push({ label: 'Company Dashboard', to: '/company/dashboard' });
  entries.push(
    { label: 'Profile', to: role === 'pet_owner' ? '/pet-owner/dashboard?section=profile' : '/profile' },
    { label: 'Settings', to: '/settings' },
    { label: 'Sign Out' },
  );
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

/** The signed-in user's menu in the header: who is signed in, his places and Sign Out. */
export function ProfileMenu() {
  const { user, role, signOut } = useSession();
  const navigate = useNavigate();
  // On phones the avatar alone opens the menu, leaving the top bar's search room for its placeholder.
  const phone = useMediaQuery(PHONE_SCREEN);
  if (!user) return null;

  async function handleSignOut() {
    // Leave protected pages first, so their guards do not bounce the visitor to /signin on the way out.
    await navigate('/');
    await signOut();
  }

  const displayName = user.displayName || user.email || 'Account';
  const menuItems: MenuItem[] = profileMenuEntries(role).map((entry) =>
    entry.to
      ? { kind: 'link', label: entry.label, to: entry.to, icon: entryIcons[entry.label] }
      : { kind: 'action', label: entry.label, onSelect: () => void handleSignOut(), icon: entryIcons[entry.label] },
  );
  return (
    <DropdownMenu
      align="end"
      menuLabel="Profile"
      triggerClassName={styles.profileTrigger}
      chevron={!phone}
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
          {user.email ? <OneLine className={styles.menuEmail}>{user.email}</OneLine> : null}
          {role ? <span className={styles.menuRole}>{roleLabels[role]}</span> : null}
        </div>
      }
      items={menuItems}
    />
  );
}
