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

  it("counts a timeout in the phase in which its request was sent, the kill's when it was in flight then", () => {
    const tally = new Tally();
    tally.enter('steady');
    vi.advanceTimersByTime(2_000);
    tally.enter('worker kill');
    vi.advanceTimersByTime(2_000);
    tally.enter('Firestore pause');
    vi.advanceTimersByTime(5_000);
    tally.enter('recovery');
    vi.advanceTimersByTime(25_000);
    // Sent at 1 s (steady), still without an answer when the worker was killed at 2 s.
    tally.timeout(33_000, 'owner dashboards: request timed out');
    // Sent at 4 s, in the pause.
    tally.timeout(30_000, 'company dashboard: request timed out');
    expect(row(tally, 'worker kill').connectionErrors).toBe(1);
    expect(row(tally, 'worker kill').connectionErrorCauses).toEqual(['owner dashboards: request timed out']);
    expect(row(tally, 'Firestore pause').connectionErrors).toBe(1);
    expect(row(tally, 'steady').connectionErrors).toBe(0);
    expect(row(tally, 'recovery').connectionErrors).toBe(0);
  });

  it('counts a connection closed without an answer in the phase in which it happened', () => {
    const tally = new Tally();
    tally.enter('steady');
    vi.advanceTimersByTime(2_000);
    tally.enter('recovery');
    tally.connectionError('uploads: ECONNRESET');
    expect(row(tally, 'recovery').connectionErrorCauses).toEqual(['uploads: ECONNRESET']);
  });
});
