import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';

/** What a change moves in one counter document: numbers are added, strings are labels set as they are. */
export interface Moves {
  [field: string]: number | string | Moves;
}

/**
 * The counter moves of one change, gathered per document so each document is written once
 * (docs/decisions/0128-one-write-per-counter-document.md): a booking moves the company's totals from three places
 * and its month from two, which written as they came were five writes more in its transaction.
 */
export class CounterMoves {
  private readonly documents = new Map<string, { ref: DocumentReference; moves: Moves }>();

  move(ref: DocumentReference, moves: Moves): void {
    const entry = this.documents.get(ref.path);
    if (entry) addInto(entry.moves, moves);
    else this.documents.set(ref.path, { ref, moves: addInto({}, moves) });
  }

  /** One merge per document moved, each number an increment. */
  writeInTransaction(tx: Transaction): void {
    for (const { ref, moves } of this.documents.values()) tx.set(ref, asWrite(moves), { merge: true });
  }
}

/** Runs `change` with the moves it gathers, then writes them in `tx`: nothing gathered can be left unwritten. */
export async function moveCounters<T>(tx: Transaction, change: (counters: CounterMoves) => T | Promise<T>): Promise<T> {
  const counters = new CounterMoves();
  const result = await change(counters);
  counters.writeInTransaction(tx);
  return result;
}

function addInto(target: Moves, moves: Moves): Moves {
  for (const [field, value] of Object.entries(moves)) {
    const current = target[field];
    if (typeof value === 'number') target[field] = (typeof current === 'number' ? current : 0) + value;
    else if (typeof value === 'string') target[field] = value;
    else target[field] = addInto(typeof current === 'object' ? current : {}, value);
  }
  return target;
}

function asWrite(moves: Moves): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(moves).map(([field, value]) => [
      field,
      typeof value === 'number' ? FieldValue.increment(value) : typeof value === 'string' ? value : asWrite(value),
    ]),
  );
}
