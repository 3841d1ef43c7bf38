import { Router } from 'express';
import {
  disableUserInputSchema,
  superadminMessages,
  updateUserRoleInputSchema,
  usersQuerySchema,
} from '../../contracts/superadmin';
import { superadminAccess } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { idParams, parse } from '../../core/validation';
import { grantRole, setUserDisabled } from '../users';
import { auditActor } from '../../core/audit-actor';
import { getPlatformUser } from './get-platform-user';
import { listPlatformUsers } from './list-platform-users';

/** docs/product.md#superadmin-console: the superadmin's user management. */
export function superadminUsersRoutes(clock: Clock): Router {
  const router = Router();

  router.get('/superadmin/users', ...superadminAccess, async (req, res) => {
    const query = parse(usersQuerySchema, req.query);
    res.json({ success: true, ...(await listPlatformUsers(query)) });
  });
  router.get('/superadmin/users/:uid', ...superadminAccess, async (req, res) => {
    const { uid } = idParams(req, 'uid');
    res.json({ success: true, data: await getPlatformUser(uid) });
  });
  router.put('/superadmin/users/:uid/role', ...superadminAccess, async (req, res) => {
    const { uid } = idParams(req, 'uid');
    const { role } = parse(updateUserRoleInputSchema, req.body);
    await grantRole(uid, role, clock, auditActor(req, res));
    res.json({ success: true, data: await getPlatformUser(uid), message: superadminMessages.roleUpdated(role) });
  });
  router.put('/superadmin/users/:uid/disable', ...superadminAccess, async (req, res) => {
    const { uid } = idParams(req, 'uid');
    const { disabled } = parse(disableUserInputSchema, req.body);
    await setUserDisabled(uid, disabled, clock, auditActor(req, res));
    res.json({
      success: true,
      data: await getPlatformUser(uid),
      message: superadminMessages.userStatusUpdated(disabled),
    });
  });
  return router;
}
