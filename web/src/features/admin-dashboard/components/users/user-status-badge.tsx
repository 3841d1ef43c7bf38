import { userDisplayStatus, type PlatformUser, type UserDisplayStatus } from '@contracts/superadmin';
import { Badge, type BadgeTone } from '@/components/badge';

const tones: Record<UserDisplayStatus, BadgeTone> = { Active: 'success', Disabled: 'danger', Unverified: 'warning' };

/** Document 3 section 4: Disabled if disabled; otherwise Active if the email is verified; otherwise Unverified. */
export function UserStatusBadge({ user }: { user: Pick<PlatformUser, 'disabled' | 'emailVerified'> }) {
  const status = userDisplayStatus(user);
  return <Badge tone={tones[status]}>{status}</Badge>;
}
