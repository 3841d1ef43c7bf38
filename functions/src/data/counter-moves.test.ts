import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { moveCounters } from './counter-moves';

const ref = (path: string) => ({ path }) as DocumentReference;

/** A transaction that only records its writes. */
function recordingTransaction() {
  const writes: Array<{ path: string; data: Record<string, unknown>; options: unknown }> = [];
  const tx = {
    set(target: DocumentReference, data: Record<string, unknown>, options: unknown) {
      writes.push({ path: target.path, data, options });
      return tx;
    },
  } as unknown as Transaction;
  return { tx, writes };
}

const isIncrement = (value: unknown, by: number) => (value as FieldValue).isEqual(FieldValue.increment(by));

describe('moveCounters', () => {
  it('writes each document once, its numbers summed into increments and its labels kept', async () => {
    const { tx, writes } = recordingTransaction();
    const result = await moveCounters(tx, (counters) => {
      counters.move(ref('companies/c/totals/all'), { companyId: 'c', statuses: { pending: 1 } });
      counters.move(ref('companies/c/months/2026-12'), {
        month: '2026-12',
        bookings: 1,
        services: { s1: { bookings: 1 } },
      });
      counters.move(ref('companies/c/totals/all'), {
        companyId: 'c',
        customers: 1,
        statuses: { pending: 1, confirmed: -1 },
      });
      counters.move(ref('companies/c/months/2026-12'), {
        month: '2026-12',
        bookings: 2,
        services: { s2: { bookings: 1 } },
      });
      return 'done';
    });

    expect(result).toBe('done');
    expect(writes.map((write) => write.path)).toEqual(['companies/c/totals/all', 'companies/c/months/2026-12']);
    expect(writes.every((write) => JSON.stringify(write.options) === JSON.stringify({ merge: true }))).toBe(true);
    const [totals, month] = writes.map((write) => write.data) as Array<Record<string, Record<string, unknown>>>;
    expect(totals.companyId).toBe('c');
    expect(isIncrement(totals.customers, 1)).toBe(true);
    expect(isIncrement(totals.statuses.pending, 2)).toBe(true);
    expect(isIncrement(totals.statuses.confirmed, -1)).toBe(true);
    expect(month.month).toBe('2026-12');
    expect(isIncrement(month.bookings, 3)).toBe(true);
    const services = month.services as Record<string, Record<string, unknown>>;
    expect(isIncrement(services.s1.bookings, 1)).toBe(true);
    expect(isIncrement(services.s2.bookings, 1)).toBe(true);
  });

  it('writes nothing for a change that moved nothing, and nothing when the change fails', async () => {
    const { tx, writes } = recordingTransaction();
    await moveCounters(tx, () => undefined);
    await expect(
      moveCounters(tx, async (counters) => {
        counters.move(ref('companies/c/totals/all'), { bookings: 1 });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(writes).toEqual([]);
  });
});
