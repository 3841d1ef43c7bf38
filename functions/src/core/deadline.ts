import type { RequestHandler } from 'express';
import { busy, toFailure } from './errors';

/**
 * Deadlines well under the function's 60 s timeout (docs/architecture.md#api-conventions): a client gets a clear answer
 * instead of a hang. A transaction with its retries gets 15 s (Firestore needs well under a second; the emulator
 * on a busy 2-core machine took up to 10 s for 8 colliding bookings); any request that has sent nothing after
 * 25 s is answered 503 BUSY with `Retry-After` (the backstop for a single call that stalls).
 */
export const TRANSACTION_DEADLINE_MS = 15_000;
export const REQUEST_DEADLINE_MS = 25_000;
export const RETRY_AFTER_SECONDS = 5;

export function requestDeadline(ms = REQUEST_DEADLINE_MS): RequestHandler {
  return (_req, res, next) => {
    const timer = setTimeout(() => {
      if (res.headersSent) return;
      const error = busy(RETRY_AFTER_SECONDS);
      const { status, body } = toFailure(error);
      res
        .set({ 'Retry-After': String(error.retryAfterSeconds), 'Cache-Control': 'no-store' })
        .status(status)
        .json(body);
    }, ms);
    res.on('finish', () => clearTimeout(timer));
    res.on('close', () => clearTimeout(timer));
    next();
  };
}

/** Resolves with `work`, or rejects with `onTimeout()` once `ms` have passed. Firestore cannot cancel a call, so `work` may still finish later. */
export function withinDeadline<T>(work: Promise<T>, ms: number, onTimeout: () => Error | Promise<Error>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => void Promise.resolve(onTimeout()).then(reject, reject), Math.max(0, ms));
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}
