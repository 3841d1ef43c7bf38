import {
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';

/**
 * Firestore hands back Timestamps where Dates were written: every one, at any depth, becomes a Date again. Arrays
 * and maps are changed in place: `snapshot.data()` decodes a fresh copy on every call, and a schedule's map of
 * blocks copied entry by entry cost more than the rest of a booking's reads.
 */
export function withDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) value[index] = withDates(value[index]);
  } else if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = withDates(record[key]);
  }
  return value;
}

/** One field read with `snapshot.get`: a Timestamp as a Date; a Date, string or number as the Date it names. */
export function dateOf(value: unknown): Date {
  if (value instanceof Timestamp) return value.toDate();
  return value instanceof Date ? value : new Date(value as string);
}

export interface Converter<T extends DocumentData> extends FirestoreDataConverter<T> {
  /**
   * A snapshot read without the converter (`getAll` of references of several collections types them all as plain
   * data), as `T`; undefined when the document does not exist.
   */
  read(snapshot: DocumentSnapshot): T | undefined;
}

/**
 * The typed converter of a collection: documents are read as `T` with Dates (the Admin SDK writes Dates as
 * Timestamps by itself, so writes pass through).
 */
export function converter<T extends DocumentData>(): Converter<T> {
  const fromFirestore = (snapshot: QueryDocumentSnapshot) => withDates(snapshot.data()) as T;
  return {
    toFirestore: (data) => data as DocumentData,
    fromFirestore,
    read: (snapshot) => (snapshot.exists ? fromFirestore(snapshot as QueryDocumentSnapshot) : undefined),
  };
}
