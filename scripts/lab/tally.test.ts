import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tally } from './tally';

const row = (tally: Tally, phase: string) => tally.rows().find((candidate) => candidate.phase === phase)!;

describe('Tally', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('counts an answer in the phase in which its request was sent', () => {
    const tally = new Tally();
    tally.enter('steady');
    vi.advanceTimersByTime(5_000);
    tally.enter('worker kill');
    vi.advanceTimersByTime(1_000);
    tally.answer(200, undefined, false, 3_000);
    tally.answer(409, 'SLOT_TAKEN', false, 500);
    expect(row(tally, 'steady').ok2xx).toBe(1);
    expect(row(tally, 'worker kill').client4xx).toEqual({ '409 SLOT_TAKEN': 1 });
  });

  it("counts a 5xx of a request in flight when the worker was killed as the kill's, though sent before it", () => {
    const tally = new Tally();
    tally.enter('steady');
    vi.advanceTimersByTime(5_000);
    tally.enter('worker kill');
    vi.advanceTimersByTime(1_000);
    tally.answer(500, undefined, false, 3_000);
    expect(row(tally, 'steady').other5xx).toEqual({});
    expect(row(tally, 'worker kill').other5xx).toEqual({ '500': 1 });
  });

  it('keeps a 5xx answered before the kill in steady state, where no 5xx is allowed', () => {
    const tally = new Tally();
    tally.enter('steady');
    vi.advanceTimersByTime(1_000);
    tally.answer(500, undefined, false, 200);
    vi.advanceTimersByTime(4_000);
    tally.enter('worker kill');
    expect(row(tally, 'steady').other5xx).toEqual({ '500': 1 });
  });
});
