/**
 * One instance's queue per contended key (docs/decisions/0096-one-lane-per-company.md): work that names a key
 * starts after every earlier work naming that key has settled, so one instance never sends Firestore two
 * transactions that fight over the same documents. Across instances the transaction itself is still what keeps a
 * place from being sold twice; the lane only spares the retries.
 */
export class Lanes {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(keys: readonly string[], work: () => Promise<T>): Promise<T> {
    // Waiting only on work queued earlier keeps the order acyclic: no two works can wait for each other.
    const earlier = keys.flatMap((key) => this.tails.get(key) ?? []);
    const result = Promise.allSettled(earlier).then(work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    for (const key of keys) this.tails.set(key, tail);
    // Forgotten before the caller hears the result, so an idle instance keeps no keys.
    return result.finally(() => {
      for (const key of keys) if (this.tails.get(key) === tail) this.tails.delete(key);
    });
  }

  /** How many keys have work queued or running, so a test can see the lanes empty again. */
  get busyKeys(): number {
    return this.tails.size;
  }
}
