import { describe, expect, it } from 'vitest';
import { inTurns } from './in-turns';

describe('inTurns', () => {
  it('answers in the items’ order with at most `concurrency` calls running at once', async () => {
    let running = 0;
    let most = 0;
    const results = await inTurns([30, 5, 20, 1, 10], 2, async (delay, index) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, delay));
      running -= 1;
      return `${index}:${delay}`;
    });
    expect(results).toEqual(['0:30', '1:5', '2:20', '3:1', '4:10']);
    expect(most).toBe(2);
  });

  it('stops at the first failure', async () => {
    await expect(
      inTurns([1, 2, 3], 3, async (n) => {
        if (n === 2) throw new Error('two failed');
        return n;
      }),
    ).rejects.toThrow('two failed');
  });

  it('answers an empty list at once', async () => {
    expect(await inTurns([], 4, async () => 1)).toEqual([]);
  });
});
