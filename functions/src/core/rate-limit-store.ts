import { createHash } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { db } from './firebase';

/** Collection of the counters; no client may read it (firestore.rules matches nothing here). */
const RATE_LIMITS = 'rateLimits';

/** A fixed window's counter document: keys are hashed, so no address or uid is stored in the clear. */
function counterOf(prefix: string, key: string, windowMs: number, now: number) {
  const window = Math.floor(now / windowMs);
  const id = `${prefix}-${createHash('sha256').update(key).digest('hex').slice(0, 32)}-${window}`;
  return { id, window, ref: db().collection(RATE_LIMITS).doc(id), resetTime: new Date((window + 1) * windowMs) };
}

/** Where instances add up their counts: adds `delta` to a window's counter and answers the total of every instance. */
export interface SharedCounters {
  add(id: string, delta: number, expireAt: Date): Promise<number>;
}

export const firestoreSharedCounters: SharedCounters = {
  async add(id, delta, expireAt) {
    const ref = db().collection(RATE_LIMITS).doc(id);
    await ref.set({ hits: FieldValue.increment(delta), expireAt: Timestamp.fromDate(expireAt) }, { merge: true });
    return ((await ref.get()).get('hits') as number | undefined) ?? delta;
  },
};

/**
 * The exact store, for the strict limits of actions that write anyway (role registration, bookings, uploads, the
 * waitlist): every request raises its counter document with an increment (no transaction, so a burst never
 * contends) and reads it back, so every instance counts against one limit. `expireAt` lets a TTL policy delete it.
 */
export class FirestoreRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;

  constructor(readonly prefix: string) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { id, resetTime } = counterOf(this.prefix, key, this.windowMs, Date.now());
    return { totalHits: await firestoreSharedCounters.add(id, 1, resetTime), resetTime };
  }

  async decrement(key: string): Promise<void> {
    const { id, resetTime } = counterOf(this.prefix, key, this.windowMs, Date.now());
    await firestoreSharedCounters.add(id, -1, resetTime);
  }

  async resetKey(key: string): Promise<void> {
    await counterOf(this.prefix, key, this.windowMs, Date.now()).ref.delete();
  }
}

interface WindowCount {
  id: string;
  window: number;
  resetTime: Date;
  /** This instance's hits in the window. */
  hits: number;
  /** How many of them the shared counter holds already. */
  flushed: number;
  /** The other instances' hits, as the last flush saw them. */
  others: number;
}

/** How often an instance adds its counts to the shared counters (docs/decisions: the platform rate limit). */
export const FLUSH_EVERY_MS = 10_000;

/**
 * The store of the platform-wide limit, which every request passes: it counts in this instance's memory, so a request
 * under the limit costs no Firestore round trip and writes nothing, and adds its counts to the shared counter
 * documents in the background, one write and one read per active key and flush, whatever the number of requests.
 * A key is over the limit when the other instances' hits (as last seen) and this instance's exceed it, so the limit
 * holds across instances up to what they admit between two flushes.
 */
export class AggregatingRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;
  private readonly counts = new Map<string, WindowCount>();
  private flushing: Promise<void> | undefined;

  constructor(
    readonly prefix: string,
    private readonly shared: SharedCounters = firestoreSharedCounters,
    private readonly now: () => number = Date.now,
    flushEveryMs = FLUSH_EVERY_MS,
  ) {
    // Unreferenced: a pending flush never keeps a process (a test, a script) alive.
    if (flushEveryMs > 0) setInterval(() => void this.flush(), flushEveryMs).unref();
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private current(key: string): WindowCount {
    const counter = counterOf(this.prefix, key, this.windowMs, this.now());
    const known = this.counts.get(key);
    if (known?.window === counter.window) return known;
    const fresh = {
      id: counter.id,
      window: counter.window,
      resetTime: counter.resetTime,
      hits: 0,
      flushed: 0,
      others: 0,
    };
    this.counts.set(key, fresh);
    return fresh;
  }

  increment(key: string): ClientRateLimitInfo {
    const count = this.current(key);
    count.hits += 1;
    return { totalHits: count.others + count.hits, resetTime: count.resetTime };
  }

  decrement(key: string): void {
    const count = this.current(key);
    count.hits = Math.max(0, count.hits - 1);
  }

  resetKey(key: string): void {
    this.counts.delete(key);
  }

  /** Adds every key's new hits to the shared counters and learns the other instances' totals; drops ended windows. */
  flush(): Promise<void> {
    this.flushing ??= this.flushOnce().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  private async flushOnce(): Promise<void> {
    const window = Math.floor(this.now() / this.windowMs);
    for (const [key, count] of this.counts) {
      if (count.window < window) this.counts.delete(key);
    }
    await Promise.all(
      [...this.counts.values()]
        .filter((count) => count.hits !== count.flushed)
        .map(async (count) => {
          const delta = count.hits - count.flushed;
          count.flushed = count.hits;
          try {
            count.others = Math.max(0, (await this.shared.add(count.id, delta, count.resetTime)) - count.flushed);
          } catch (error) {
            // Counting must never take requests down: the hits are added again at the next flush.
            count.flushed -= delta;
            console.warn(
              JSON.stringify({ severity: 'WARNING', message: 'rate-limit flush failed', error: String(error) }),
            );
          }
        }),
    );
  }
}
