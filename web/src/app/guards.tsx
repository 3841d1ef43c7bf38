import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '@contracts/roles';
import { useSession } from '@/lib/session';

/** Where a signed-out visitor of a protected page goes: home right after he signed out (docs/product.md#pages-and-routes), else /signin. */
function SignedOutRedirect() {
  const { signedOutOnPurpose } = useSession();
  const location = useLocation();
  if (signedOutOnPurpose) return <Navigate to="/" replace />;
  return <Navigate to="/signin" replace state={{ from: location.pathname }} />;
}

/** Signed-out visitors of a protected page go to /signin. */
export function RequireAuth() {
  const { user } = useSession();
  if (!user) return <SignedOutRedirect />;
  return <Outlet />;
}

/** Signed-out visitors go to /signin; signed-in users without one of `roles` go home (documents 2 and 3). */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const { user, role } = useSession();
  if (!user) return <SignedOutRedirect />;
  if (!role || !roles.includes(role)) return <Navigate to="/" replace />;
  return <Outlet />;
}
