import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import ipaddr from 'ipaddr.js';
import { API_KEY_HEADER, apiKeyMessages } from '../contracts/api-keys';
import { roleFromClaims, type Role } from '../contracts/roles';
import { AppError, forbidden } from './errors';
import { adminAuth } from './firebase';
import { clientAddress } from './request-context';
import { requestServices } from './request-services';

export interface AuthUser {
  uid: string;
  email: string | undefined;
  emailVerified: boolean;
  displayName: string | undefined;
  /** The role claim, or undefined when the user never chose one. */
  roleClaim: Role | undefined;
  role: Role;
}

export const unauthenticated = (
  message: string,
  code: 'UNAUTHENTICATED' | 'SESSION_REVOKED' | 'SESSION_EXPIRED' = 'UNAUTHENTICATED',
) => new AppError(code, 401, message);

/**
 * Verifies the bearer ID token, revocation included, so a disabled user is locked out at once, and refuses a
 * sign-in older than the `sessionTimeout` setting (counted from `auth_time`, the sign-in itself: refreshed tokens
 * keep it, so a session lasts at most that long whatever the activity). What follows is someone's own data: no
 * browser or proxy may keep a copy (`Cache-Control: no-store`). An API key is refused here: only the company calls
 * open to keys authenticate through `companyCaller` (core/api-key-auth.ts), so every other route is closed to them.
 */
export const authenticate: RequestHandler = async (req, res, next) => {
  res.set('Cache-Control', 'no-store');
  if (req.get(API_KEY_HEADER) !== undefined) throw forbidden(apiKeyMessages.notForKeys, 'API_KEY_NOT_ALLOWED');
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw unauthenticated('Authentication required. Please sign in.');
  const { sessionClock, settings } = requestServices(req);
  let token: DecodedIdToken;
  try {
    token = await adminAuth().verifyIdToken(match[1], true);
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'auth/id-token-revoked' || code === 'auth/user-disabled') {
      throw unauthenticated('Your session has ended. Please sign in again.', 'SESSION_REVOKED');
    }
    throw unauthenticated('Your sign-in has expired or is invalid. Please sign in again.');
  }
  const { general } = await settings.get();
  if (sessionClock.now().getTime() - token.auth_time * 1000 > general.sessionTimeout * 60_000) {
    throw unauthenticated('Your session has timed out. Please sign in again.', 'SESSION_EXPIRED');
  }
  const user: AuthUser = {
    uid: token.uid,
    email: token.email,
    emailVerified: token.email_verified === true,
    displayName: typeof token.name === 'string' ? token.name : undefined,
    roleClaim: token.role === undefined ? undefined : roleFromClaims(token),
    role: roleFromClaims(token),
  };
  res.locals.user = user;
  next();
};

export function currentUser(res: Response): AuthUser {
  const user = res.locals.user as AuthUser | undefined;
  if (!user) throw unauthenticated('Authentication required. Please sign in.');
  return user;
}

/** Allows the request through only for a verified email address. Runs after `authenticate`. */
export const requireVerifiedEmail: RequestHandler = (_req, res, next) => {
  if (!currentUser(res).emailVerified)
    throw forbidden('Please verify your email address before continuing.', 'EMAIL_NOT_VERIFIED');
  next();
};

/** Allows the request through only for the given roles. Runs after `authenticate`. */
export function requireRole(...allowed: Role[]): RequestHandler {
  return (_req: Request, res: Response, next: NextFunction) => {
    if (!allowed.includes(currentUser(res).role)) throw forbidden();
    next();
  };
}

/** `address` is one of the whitelist's addresses or inside one of its CIDR blocks (IPv4 or IPv6). */
export function addressInList(address: string, list: readonly string[]): boolean {
  if (!ipaddr.isValid(address)) return false;
  // Express may give an IPv4 caller as ::ffff:a.b.c.d; compare it as the IPv4 address it is.
  const caller = ipaddr.process(address);
  return list.some((entry) => {
    const [range, bits] = entry.includes('/')
      ? ipaddr.parseCIDR(entry)
      : [ipaddr.process(entry), caller.kind() === 'ipv4' ? 32 : 128];
    return range.kind() === caller.kind() && caller.match(range, bits);
  });
}

/** The security settings' IP whitelist: an empty list lets every address in; otherwise only the listed ones. */
const superadminAddressCheck: RequestHandler = async (req, _res, next) => {
  const { security } = await requestServices(req).settings.get();
  if (security.ipWhitelist.length && !addressInList(clientAddress(req), security.ipWhitelist)) {
    throw forbidden('Superadmin access is not allowed from this address (IP whitelist).', 'IP_NOT_ALLOWED');
  }
  next();
};

/**
 * Every /api/superadmin/* route and the settings calls: a signed-in superadmin calling from an address of the IP
 * whitelist. One list, so every such route gets the same checks.
 */
export const superadminAccess: RequestHandler[] = [authenticate, requireRole('superadmin'), superadminAddressCheck];

/** Every /api/pet-owners/* route: a signed-in pet owner (or superadmin) whose email is verified. */
export const petOwnerAccess: RequestHandler[] = [
  authenticate,
  requireRole('pet_owner', 'superadmin'),
  requireVerifiedEmail,
];
