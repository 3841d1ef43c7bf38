import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '@contracts/roles';
import { useSession } from '@/lib/session';

/** Signed-out visitors of a protected page go to /signin. */
export function RequireAuth() {
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to="/signin" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Signed-out visitors go to /signin; signed-in users without one of `roles` go home (documents 2 and 3). */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const { user, role } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to="/signin" replace state={{ from: location.pathname }} />;
  if (!role || !roles.includes(role)) return <Navigate to="/" replace />;
  return <Outlet />;
}
