import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit as expressRateLimit, type Store } from 'express-rate-limit';
import { currentUser } from './auth';
import { AppError } from './errors';
import { FirestoreRateLimitStore } from './rate-limit-store';

export interface RateLimitOptions {
  /** Names the limit's counters; unique per limit. */
  name: string;
  windowMs: number;
  /** Requests allowed per key and window, before `PETNEST_RATE_LIMITS` scales it. */
  max: number;
  /** `user` counts per signed-in uid (after `authenticate`); `address` per client address (see `trust proxy`). */
  key: 'user' | 'address';
  /** Tests pass a memory store; by default the counters are shared by every instance through Firestore. */
  store?: Store;
}

/**
 * `PETNEST_RATE_LIMITS`: unset for the real limits, `off` to switch them off (the lab's load runs), or a number
 * that multiplies every limit (a bench from one address).
 */
export function rateLimitScale(setting = process.env.PETNEST_RATE_LIMITS): number {
  if (!setting) return 1;
  if (setting.trim().toLowerCase() === 'off') return Infinity;
  const factor = Number(setting);
  if (!Number.isFinite(factor) || factor <= 0) throw new Error(`PETNEST_RATE_LIMITS must be "off" or a positive number, not "${setting}".`);
  return factor;
}

/** Limits requests per user or per client address; over the limit, 429 TOO_MANY_REQUESTS with `Retry-After`. */
export function rateLimit({ name, windowMs, max, key, store }: RateLimitOptions): RequestHandler {
  const scale = rateLimitScale();
  if (scale === Infinity) return (_req, _res, next) => next();
  return expressRateLimit({
    windowMs,
    limit: Math.max(1, Math.round(max * scale)),
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store: store ?? new FirestoreRateLimitStore(name),
    // IPv6 clients are counted per /56, as the library recommends: one household or host, not one address of many.
    keyGenerator: (req, res) => (key === 'user' ? `uid:${currentUser(res).uid}` : ipKeyGenerator(req.ip ?? 'unknown')),
    // A counter store that fails must not take the endpoint down with it: the request goes through, and is logged.
    passOnStoreError: true,
    handler: (_req, _res, next) => {
      next(new AppError('TOO_MANY_REQUESTS', 429, 'Too many requests. Please wait a moment and try again.'));
    },
  });
}
