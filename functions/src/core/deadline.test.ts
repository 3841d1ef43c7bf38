import type { Request, Response } from 'express';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryOnContention } from './contention';
import { REQUEST_DEADLINE_MS, requestDeadline, TRANSACTION_DEADLINE_MS } from './deadline';
import { AppError } from './errors';
import { fakeResponse } from './testing/fake-response';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const never = () => new Promise<never>(() => undefined);
const aborted = () => Promise.reject(Object.assign(new Error('10 ABORTED: too much contention'), { code: 10 }));
const slotTaken = new AppError('SLOT_TAKEN', 409, 'This time slot is no longer available.');

/** Settles `promise` into a value to inspect, so a rejection is never left unhandled while timers advance. */
function outcome<T>(promise: Promise<T>) {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}

describe('retryOnContention within its deadline', () => {
  it('when an attempt never finishes, then 503 BUSY with Retry-After once the transaction deadline passes', async () => {
    const result = outcome(retryOnContention(never, async () => undefined));
    await vi.advanceTimersByTimeAsync(TRANSACTION_DEADLINE_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const { error } = (await result) as { error: AppError };
    expect(error).toBeInstanceOf(AppError);
    expect({ status: error.status, code: error.code, retryAfterSeconds: error.retryAfterSeconds }).toEqual({
      status: 503,
      code: 'BUSY',
      retryAfterSeconds: 5,
    });
  });

  it('when time runs out and the slot went meanwhile, then the settled conflict (409) instead of 503', async () => {
    const result = outcome(
      retryOnContention(never, async () => {
        throw slotTaken;
      }),
    );
    await vi.advanceTimersByTimeAsync(TRANSACTION_DEADLINE_MS);
    expect(((await result) as { error: unknown }).error).toBe(slotTaken);
  });

  it('when contention never ends, then it stops retrying by the deadline with 503 BUSY, never the raw ABORTED', async () => {
    const run = vi.fn(aborted);
    const result = outcome(retryOnContention(run, async () => undefined, 1000));
    await vi.advanceTimersByTimeAsync(TRANSACTION_DEADLINE_MS);
    const { error } = (await result) as { error: AppError };
    expect(error.code).toBe('BUSY');
    expect(run.mock.calls.length).toBeGreaterThan(1);
    const calls = run.mock.calls.length;
    await vi.advanceTimersByTimeAsync(TRANSACTION_DEADLINE_MS);
    expect(run.mock.calls.length).toBe(calls);
  });

  it('when a retry wins, then its result', async () => {
    const run = vi.fn().mockImplementationOnce(aborted).mockResolvedValueOnce('booked');
    const result = outcome(retryOnContention(run, async () => undefined));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toEqual({ value: 'booked' });
  });

  it('when Firestore dropped the transaction while paused or restarting, then it runs again instead of failing', async () => {
    const lost = () =>
      Promise.reject(Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), { code: 3 }));
    const run = vi.fn().mockImplementationOnce(lost).mockResolvedValueOnce('booked');
    const result = outcome(retryOnContention(run, async () => undefined));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toEqual({ value: 'booked' });
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('when another request error happens, then it is not retried', async () => {
    const invalid = Object.assign(
      new Error('3 INVALID_ARGUMENT: Value for argument is not a valid Firestore document'),
      { code: 3 },
    );
    const run = vi.fn().mockRejectedValue(invalid);
    expect(await outcome(retryOnContention(run, async () => undefined))).toEqual({ error: invalid });
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('requestDeadline', () => {
  it('when nothing was sent by the deadline, then 503 BUSY with Retry-After and the envelope', () => {
    const res = fakeResponse();
    const next = vi.fn();
    requestDeadline()({} as Request, res as unknown as Response, next);
    expect(next).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(REQUEST_DEADLINE_MS - 1);
    expect(res.headersSent).toBe(false);
    vi.advanceTimersByTime(1);
    expect(res.statusCode).toBe(503);
    expect(res.headers['Retry-After']).toBe('5');
    expect(res.body).toEqual({
      success: false,
      message: 'Petnest is busy right now. Please try again in a few seconds.',
      code: 'BUSY',
    });
  });

  it('when the answer was sent in time, then the deadline does nothing', () => {
    const res = fakeResponse();
    requestDeadline()({} as Request, res as unknown as Response, vi.fn());
    res.emit('finish');
    vi.advanceTimersByTime(REQUEST_DEADLINE_MS * 2);
    expect(res.body).toBeUndefined();
  });
});
