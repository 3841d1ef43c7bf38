import { userDisplayStatus, type PlatformUser, type UserDisplayStatus } from '@contracts/superadmin';
import { Badge, type BadgeTone } from '@/components/badge';

const tones: Record<UserDisplayStatus, BadgeTone> = { Active: 'success', Disabled: 'danger', Unverified: 'warning' };

/** docs/product.md#superadmin-console: Disabled if disabled; otherwise Active if the email is verified; otherwise Unverified. */
export function UserStatusBadge({ user }: { user: Pick<PlatformUser, 'disabled' | 'emailVerified'> }) {
  const status = userDisplayStatus(user);
  return <Badge tone={tones[status]}>{status}</Badge>;
}
