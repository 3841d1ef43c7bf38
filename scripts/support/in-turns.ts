/**
 * `work` on every item, at most `concurrency` at once (each call starts when an earlier one ends), answered in the
 * items' order. For setup that waits on the emulators more than it computes.
 */
export async function inTurns<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
