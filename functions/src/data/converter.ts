import {
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';

/** Firestore hands back Timestamps where Dates were written: every one, at any depth, becomes a Date again. */
export function withDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(withDates);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, withDates(field)]));
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
