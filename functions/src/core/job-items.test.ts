import { describe, expect, it } from 'vitest';
import { JobItems } from './job-items';

describe('JobItems', () => {
  it('when every item succeeds, then finish answers how many told', async () => {
    const items = new JobItems('job');
    expect(await items.run('a', async () => true)).toBe(true);
    expect(await items.run('b', async () => false)).toBe(false);
    expect(items.finish(1)).toBe(1);
  });

  it('when an item fails, then the items after it still run and finish throws with the first failure', async () => {
    const items = new JobItems('sendBookingReminders');
    const ran: string[] = [];
    for (const id of ['a', 'b', 'c']) {
      await items.run(id, async () => {
        ran.push(id);
        if (id !== 'c') throw new Error(`${id} broke`);
        return true;
      });
    }
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(() => items.finish(1)).toThrow('sendBookingReminders: 2 item(s) failed, 1 told; the first failure: a broke');
  });
});
