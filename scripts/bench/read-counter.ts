// Counts the Firestore documents a piece of code reads, by wrapping the admin SDK's read calls in this process.
// Aggregation queries count one read per query (Firestore bills one per 1,000 index entries). Also counts the
// documents written into one collection (the rate limits' counters).
import {
  Firestore,
  Query,
  Transaction,
  WriteBatch,
  type DocumentReference,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';

const isBackgroundRead = (path: string) => path === 'platform/settings' || path.startsWith('rateLimits/');

let reads = 0;
const writesInto = new Map<string, number>();
let installed = false;

function wrap<T extends object>(
  prototype: T,
  method: string,
  count: (result: unknown, args: unknown[]) => number,
): void {
  const original = (prototype as Record<string, (...args: unknown[]) => Promise<unknown>>)[method];
  (prototype as Record<string, unknown>)[method] = async function wrapped(this: unknown, ...args: unknown[]) {
    const result = await original.apply(this, args);
    reads += count(result, args);
    return result;
  };
}

export function installReadCounter(db: Firestore): void {
  if (installed) return;
  installed = true;
  wrap(Query.prototype, 'get', (snapshot) => Math.max(1, (snapshot as { size: number }).size));
  // DocumentReference.get is Firestore.getAll of the one document: counted there, not twice.
  // AggregateQuery is not exported: take its prototype from an instance.
  wrap(Object.getPrototypeOf(db.collection('any').count()) as object, 'get', () => 1);
  // Outside a transaction, the platform settings and the rate limits' counters are read by the instance's own
  // background work, whatever the request: the settings cache's refresh once per 5 s
  // (functions/src/data/platform-settings.ts) and the counters' flush once per 10 s (core/rate-limit-store.ts).
  // A request that happens to span one of them reads no more for it.
  wrap(
    Firestore.prototype,
    'getAll',
    (snapshots) => (snapshots as DocumentSnapshot[]).filter((snapshot) => !isBackgroundRead(snapshot.ref.path)).length,
  );
  wrap(Transaction.prototype, 'get', (snapshot) =>
    'size' in (snapshot as object) ? Math.max(1, (snapshot as { size: number }).size) : 1,
  );
  wrap(Transaction.prototype, 'getAll', (snapshots) => (snapshots as unknown[]).length);
  // DocumentReference.set and update go through a one-write batch.
  for (const method of ['set', 'update', 'create', 'delete'] as const) {
    const original = WriteBatch.prototype[method] as (...args: unknown[]) => WriteBatch;
    (WriteBatch.prototype as unknown as Record<string, unknown>)[method] = function counted(
      this: WriteBatch,
      ref: DocumentReference,
      ...rest: unknown[]
    ) {
      const collection = ref.path.split('/')[0];
      writesInto.set(collection, (writesInto.get(collection) ?? 0) + 1);
      return original.call(this, ref, ...rest);
    };
  }
}

/** Documents written into a top-level collection so far, by this process. */
export const documentsWrittenInto = (collection: string) => writesInto.get(collection) ?? 0;

export async function countReads<T>(work: () => Promise<T>): Promise<{ result: T; reads: number }> {
  const before = reads;
  const result = await work();
  return { result, reads: reads - before };
}
