import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit as expressRateLimit, type Store } from 'express-rate-limit';
import type { PlatformSettingsReader } from '../data/platform-settings';
import { currentUser } from './auth';
import { AppError } from './errors';
import { adminAuth } from './firebase';
import { AggregatingRateLimitStore, FirestoreRateLimitStore } from './rate-limit-store';
import { clientAddress } from './request-context';
import { HOUR_MS } from '../contracts/durations';

export interface RateLimitOptions {
  /** Names the limit's counters; unique per limit. */
  name: string;
  windowMs: number;
  /** Requests allowed per key and window, before `PETNEST_RATE_LIMITS` scales it; a function is asked per request. */
  max: number | ((req: Request) => Promise<number>);
  /**
   * `user` counts per signed-in uid (after `authenticate`); `address` per client address (see `trust proxy`);
   * `caller` per uid when the request carries a valid token, else per address (before `authenticate`); a function
   * names the key itself (a calendar feed's token, an API key).
   */
  key: 'user' | 'address' | 'caller' | ((req: Request, res: Response) => string);
  /** Tests pass a memory store; by default the counters are shared by every instance through Firestore. */
  store?: Store;
  /** Only some requests count (the platform limit and the browsing budget share out the requests). */
  applies?: (req: Request) => boolean;
}

/**
 * `PETNEST_RATE_LIMITS`: unset for the real limits, `off` to switch them off (the lab's load runs), or a number
 * that multiplies every limit (a bench from one address).
 */
export function rateLimitScale(setting = process.env.PETNEST_RATE_LIMITS): number {
  if (!setting) return 1;
  if (setting.trim().toLowerCase() === 'off') return Infinity;
  const factor = Number(setting);
  if (!Number.isFinite(factor) || factor <= 0)
    throw new Error(`PETNEST_RATE_LIMITS must be "off" or a positive number, not "${setting}".`);
  return factor;
}

/** Limits requests per user or per client address; over the limit, 429 TOO_MANY_REQUESTS with `Retry-After`. */
export function rateLimit({ name, windowMs, max, key, store, applies }: RateLimitOptions): RequestHandler {
  const scale = rateLimitScale();
  if (scale === Infinity) return (_req, _res, next) => next();
  return expressRateLimit({
    windowMs,
    limit: async (req: Request) => Math.max(1, Math.round((typeof max === 'number' ? max : await max(req)) * scale)),
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store: store ?? new FirestoreRateLimitStore(name),
    ...(applies ? { skip: (req: Request) => !applies(req) } : {}),
    // IPv6 clients are counted per /56, as the library recommends: one household or host, not one address of many.
    keyGenerator: async (req, res) => {
      if (typeof key === 'function') return key(req, res);
      if (key === 'user') return `uid:${currentUser(res).uid}`;
      return (key === 'caller' && (await verifiedUid(req))) || ipKeyGenerator(clientAddress(req) || 'unknown');
    },
    // A counter store that fails must not take the endpoint down with it: the request goes through, and is logged.
    passOnStoreError: true,
    handler: (_req, _res, next) => {
      next(new AppError('TOO_MANY_REQUESTS', 429, 'Too many requests. Please wait a moment and try again.'));
    },
  });
}

/**
 * The uid of a valid bearer token, checked by signature only (no revocation call: `authenticate` does that later),
 * so nobody can spend another user's allowance by naming his uid in a forged token.
 */
async function verifiedUid(req: Request): Promise<string | undefined> {
  const token = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
  if (!token) return undefined;
  try {
    return `uid:${(await adminAuth().verifyIdToken(token)).uid}`;
  } catch {
    return undefined;
  }
}

/**
 * Signed-out browsing: the marketplace, a company's page, its reviews and pictures, a service's free slots. Cacheable
 * reads that hundreds of people behind one carrier or office address make together; they count against the
 * browsing budget, never against the platform limit.
 */
const browsingReads = [
  /^\/services\/public(\/cities)?$/,
  // Calendar apps poll feeds from shared addresses; each feed also has its own limit per token.
  /^\/calendar\/[^/]+\.ics$/,
  /^\/companies\/[^/]+\/(public|services\/public|reviews)$/,
  /^\/companies\/[^/]+\/services\/[^/]+\/availability$/,
  /^\/media\/companies\//,
];
export const isBrowsingRead = (req: Pick<Request, 'method' | 'path'>) =>
  req.method === 'GET' && browsingReads.some((pattern) => pattern.test(req.path));

/** Requests per hour and address for browsing: a few hundred people's page views with their pictures. */
export const BROWSING_REQUESTS_PER_HOUR = 30_000;

/**
 * The API settings' `rateLimit`: requests per hour on every /api route but browsing, per signed-in user or else per
 * address, read from the settings on each request; and the browsing budget per address. Both count in memory and
 * add up across instances in the background (AggregatingRateLimitStore): no request under them waits for Firestore.
 */
export function platformRateLimits(
  settings: PlatformSettingsReader,
  stores: { platform?: Store; browsing?: Store } = {},
): RequestHandler[] {
  return [
    rateLimit({
      name: 'platform',
      windowMs: HOUR_MS,
      max: async () => (await settings.get()).api.rateLimit,
      key: 'caller',
      store: stores.platform ?? new AggregatingRateLimitStore('platform'),
      applies: (req) => !isBrowsingRead(req),
    }),
    rateLimit({
      name: 'browsing',
      windowMs: HOUR_MS,
      max: BROWSING_REQUESTS_PER_HOUR,
      key: 'address',
      store: stores.browsing ?? new AggregatingRateLimitStore('browsing'),
      applies: isBrowsingRead,
    }),
  ];
}
