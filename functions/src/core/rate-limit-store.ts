import { createHash } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { db } from './firebase';

/** Collection of the counters; no client may read it (firestore.rules matches nothing here). */
const RATE_LIMITS = 'rateLimits';

/**
 * express-rate-limit's Store on Firestore, so every instance of the function counts against one limit (a memory
 * store would give each of the many instances its own). Fixed windows: one counter document per key and window,
 * raised with an increment (no transaction, so a burst never contends), read back, and carrying `expireAt` for a
 * Firestore TTL policy to delete. Keys are hashed: no address or uid is stored in the clear.
 */
export class FirestoreRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;

  constructor(readonly prefix: string) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private current(key: string) {
    const window = Math.floor(Date.now() / this.windowMs);
    const id = `${this.prefix}-${createHash('sha256').update(key).digest('hex').slice(0, 32)}-${window}`;
    return { ref: db().collection(RATE_LIMITS).doc(id), resetTime: new Date((window + 1) * this.windowMs) };
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { ref, resetTime } = this.current(key);
    await ref.set({ hits: FieldValue.increment(1), expireAt: Timestamp.fromDate(resetTime) }, { merge: true });
    const hits = (await ref.get()).get('hits') as number | undefined;
    return { totalHits: hits ?? 1, resetTime };
  }

  async decrement(key: string): Promise<void> {
    await this.current(key).ref.set({ hits: FieldValue.increment(-1) }, { merge: true });
  }

  async resetKey(key: string): Promise<void> {
    await this.current(key).ref.delete();
  }
}
