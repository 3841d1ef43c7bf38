import type { Request, RequestHandler, Response } from 'express';
import * as logger from 'firebase-functions/logger';
import { API_KEY_HEADER, apiKeyMessages, type ApiKeyScope } from '../contracts/api-keys';
import { apiKeysRepository } from '../data/api-keys';
import { authenticate, unauthenticated, type AuthUser } from './auth';
import { forbidden } from './errors';
import { rateLimit } from './rate-limit';
import { AggregatingRateLimitStore } from './rate-limit-store';
import { requestServices } from './request-services';
import { MINUTE_MS } from '../contracts/durations';

/** The API key a call authenticated with (docs/decisions/0105-api-keys.md), in `res.locals.apiKey`. */
export interface ApiKeyCaller {
  id: string;
  companyId: string;
  scope: ApiKeyScope;
}

export const callingApiKey = (res: Response): ApiKeyCaller | undefined => res.locals.apiKey as ApiKeyCaller | undefined;

const READ_METHODS = new Set(['GET', 'HEAD']);

/** Last-used times are written at most this often per key and instance: a busy key costs one write per 5 minutes. */
const LAST_USED_EVERY_MS = 5 * MINUTE_MS;
const lastWritten = new Map<string, number>();
/** Past this many keys the map starts over: at worst one extra write per key. */
const LAST_USED_MAX_KEYS = 10_000;

/** Records the use in the background: the request never waits for it, and a failed write only costs the time. */
function recordUse(id: string, now: Date): void {
  const last = lastWritten.get(id);
  if (last !== undefined && now.getTime() - last < LAST_USED_EVERY_MS) return;
  if (lastWritten.size >= LAST_USED_MAX_KEYS) lastWritten.clear();
  lastWritten.set(id, now.getTime());
  apiKeysRepository.touch(id, now).catch((error: unknown) => logger.warn('api key last use not recorded', { error }));
}

/**
 * Resolves `X-API-Key` into the same caller a signed-in company user is (its uid is the company's id, role
 * pet_company), plus the key's scope. `enableApiKeys` is read from the cached settings before the key's one document
 * read; the plan's apiAccess is checked by `companyAccess` on the account it reads anyway.
 */
const authenticateApiKey: RequestHandler = async (req, res, next) => {
  res.set('Cache-Control', 'no-store');
  const { settings, sessionClock } = requestServices(req);
  if (!(await settings.get()).api.enableApiKeys) throw forbidden(apiKeyMessages.switchedOff, 'API_KEY_NOT_ALLOWED');
  const found = await apiKeysRepository.find(req.get(API_KEY_HEADER) ?? '');
  if (!found) throw unauthenticated(apiKeyMessages.invalid);
  if (found.scope === 'read' && !READ_METHODS.has(req.method)) {
    throw forbidden(apiKeyMessages.readOnly, 'API_KEY_NOT_ALLOWED');
  }
  const user: AuthUser = {
    uid: found.companyId,
    email: undefined,
    emailVerified: true,
    displayName: `API key ${found.name}`,
    roleClaim: 'pet_company',
    role: 'pet_company',
  };
  res.locals.user = user;
  res.locals.apiKey = { id: found.id, companyId: found.companyId, scope: found.scope } satisfies ApiKeyCaller;
  // Last uses are real times, like token times: the session clock, not the app's business clock.
  recordUse(found.id, sessionClock.now());
  next();
};

/**
 * Each key has its own allowance of the API settings' `rateLimit` per hour, counted like the platform limit (in
 * memory, added up across instances in the background). `createApp` builds one for the app (express-rate-limit
 * refuses one built inside a request), handed to `companyCaller` through the request services.
 */
export const apiKeyRateLimit = (): RequestHandler =>
  rateLimit({
    name: 'api-key',
    windowMs: 60 * 60_000,
    max: async (req: Request) => (await requestServices(req).settings.get()).api.rateLimit,
    key: (_req, res) => `key:${callingApiKey(res)?.id}`,
    store: new AggregatingRateLimitStore('api-key'),
  });

/**
 * The authentication of the calls open to API keys: a company's services, bookings, employees, customers and
 * analytics. A call with `X-API-Key` is the key's company; any other is `authenticate`'s signed-in user. Follow it
 * with `companyAccess`, which acts on the caller's own company.
 */
export const companyCaller: RequestHandler[] = [
  (req, res, next) =>
    req.get(API_KEY_HEADER) === undefined ? authenticate(req, res, next) : authenticateApiKey(req, res, next),
  (req, res, next) => (callingApiKey(res) ? requestServices(req).apiKeyLimit(req, res, next) : next()),
];
