import { describe, expect, it } from 'vitest';
import { Lanes } from './lanes';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Work that records when it starts and ends, and how many works ran at once. */
function recorder() {
  const events: string[] = [];
  let running = 0;
  let most = 0;
  const work =
    (name: string, fail = false) =>
    async () => {
      running += 1;
      most = Math.max(most, running);
      events.push(`start ${name}`);
      await tick();
      events.push(`end ${name}`);
      running -= 1;
      if (fail) throw new Error(name);
      return name;
    };
  return { events, work, most: () => most };
}

describe('Lanes', () => {
  it('when works share a key, then they run one after another in the order they came', async () => {
    const lanes = new Lanes();
    const { events, work, most } = recorder();
    const results = await Promise.all([
      lanes.run(['a'], work('1')),
      lanes.run(['a'], work('2')),
      lanes.run(['a'], work('3')),
    ]);
    expect(results).toEqual(['1', '2', '3']);
    expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
    expect(most()).toBe(1);
    expect(lanes.busyKeys).toBe(0);
  });

  it('when works name different keys, then they run at the same time', async () => {
    const lanes = new Lanes();
    const { work, most } = recorder();
    await Promise.all([lanes.run(['a'], work('1')), lanes.run(['b'], work('2'))]);
    expect(most()).toBe(2);
  });

  it('when a work names several keys, then it waits for each of them and later work waits for it', async () => {
    const lanes = new Lanes();
    const { events, work } = recorder();
    await Promise.all([
      lanes.run(['a'], work('a')),
      lanes.run(['b'], work('b')),
      lanes.run(['a', 'b'], work('ab')),
      lanes.run(['b'], work('b2')),
    ]);
    expect(events.indexOf('start ab')).toBeGreaterThan(events.indexOf('end a'));
    expect(events.indexOf('start ab')).toBeGreaterThan(events.indexOf('end b'));
    expect(events.indexOf('start b2')).toBeGreaterThan(events.indexOf('end ab'));
  });

  it('when a work fails, then its caller gets the error and the next work still runs', async () => {
    const lanes = new Lanes();
    const { work } = recorder();
    const failed = lanes.run(['a'], work('1', true));
    const next = lanes.run(['a'], work('2'));
    await expect(failed).rejects.toThrow('1');
    expect(await next).toBe('2');
    expect(lanes.busyKeys).toBe(0);
  });
});
