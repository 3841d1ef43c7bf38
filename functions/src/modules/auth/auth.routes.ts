import { Router, type RequestHandler } from 'express';
import { registerRoleInputSchema } from '../../contracts/register-role';
import { roleLabels } from '../../contracts/roles';
import { authenticate, currentUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { rateLimit } from '../../core/rate-limit';
import { parse } from '../../core/validation';
import { registerRole } from './register-role';

export function authRoutes(clock: Clock): Router {
  const router = Router();
  const handleRegisterRole: RequestHandler = async (req, res) => {
    const input = parse(registerRoleInputSchema, req.body);
    const result = await registerRole(currentUser(res), input, clock);
    res.json({
      success: true,
      data: { role: result.role },
      message: result.alreadySet
        ? `Your account type is ${roleLabels[result.role]}.`
        : `Welcome! Your account type is ${roleLabels[result.role]}.`,
    });
  };
  // Both paths are part of the API (docs/product.md#sign-up-and-roles); they share one use case.
  // One limit for both paths: the role is chosen once, so a handful of tries covers every honest retry.
  const registrationLimit = rateLimit({ name: 'register-role', windowMs: 10 * 60_000, max: 10, key: 'user' });
  router.post('/auth/register-role', authenticate, registrationLimit, handleRegisterRole);
  router.post('/setRole', authenticate, registrationLimit, handleRegisterRole);
  return router;
}
