import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { roleFromClaims, type Role } from '../contracts/roles';
import { AppError, forbidden } from './errors';
import { adminAuth } from './firebase';

export interface AuthUser {
  uid: string;
  email: string | undefined;
  emailVerified: boolean;
  displayName: string | undefined;
  /** The role claim, or undefined when the user never chose one. */
  roleClaim: Role | undefined;
  role: Role;
}

const unauthenticated = (message: string, code: 'UNAUTHENTICATED' | 'SESSION_REVOKED' = 'UNAUTHENTICATED') =>
  new AppError(code, 401, message);

/**
 * Verifies the bearer ID token, revocation included, so a disabled user is locked out at once. What follows is
 * someone's own data: no browser or proxy may keep a copy (`Cache-Control: no-store`).
 */
export const authenticate: RequestHandler = async (req, res, next) => {
  res.set('Cache-Control', 'no-store');
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw unauthenticated('Authentication required. Please sign in.');
  try {
    const token = await adminAuth().verifyIdToken(match[1], true);
    const user: AuthUser = {
      uid: token.uid,
      email: token.email,
      emailVerified: token.email_verified === true,
      displayName: typeof token.name === 'string' ? token.name : undefined,
      roleClaim: token.role === undefined ? undefined : roleFromClaims(token),
      role: roleFromClaims(token),
    };
    res.locals.user = user;
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'auth/id-token-revoked' || code === 'auth/user-disabled') {
      throw unauthenticated('Your session has ended. Please sign in again.', 'SESSION_REVOKED');
    }
    throw unauthenticated('Your sign-in has expired or is invalid. Please sign in again.');
  }
  next();
};

export function currentUser(res: Response): AuthUser {
  const user = res.locals.user as AuthUser | undefined;
  if (!user) throw unauthenticated('Authentication required. Please sign in.');
  return user;
}

/** Allows the request through only for a verified email address. Runs after `authenticate`. */
export const requireVerifiedEmail: RequestHandler = (_req, res, next) => {
  if (!currentUser(res).emailVerified) throw forbidden('Please verify your email address before continuing.', 'EMAIL_NOT_VERIFIED');
  next();
};

/** Allows the request through only for the given roles. Runs after `authenticate`. */
export function requireRole(...allowed: Role[]): RequestHandler {
  return (_req: Request, res: Response, next: NextFunction) => {
    if (!allowed.includes(currentUser(res).role)) throw forbidden();
    next();
  };
}

/**
 * Every /api/superadmin/* route and the settings calls: a signed-in superadmin. One list, so every such route gets
 * the same checks (the IP whitelist of the security settings joins it here).
 */
export const superadminAccess: RequestHandler[] = [authenticate, requireRole('superadmin')];

/** Every /api/pet-owners/* route: a signed-in pet owner (or superadmin) whose email is verified. */
export const petOwnerAccess: RequestHandler[] = [authenticate, requireRole('pet_owner', 'superadmin'), requireVerifiedEmail];
