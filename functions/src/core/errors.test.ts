import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, errorHandler, toFailure } from './errors';
import { fakeResponse } from './testing/fake-response';

describe('toFailure', () => {
  it('when an AppError is thrown, then its status, code, message and details are kept', () => {
    expect(toFailure(new AppError('CONFLICT', 409, 'Slot taken', { time: 'taken' }))).toEqual({
      status: 409,
      body: { success: false, message: 'Slot taken', code: 'CONFLICT', details: { time: 'taken' } },
    });
  });

  it('when a zod error is thrown, then 400 with one message per field, unknown keys named', () => {
    const schema = z.strictObject({ name: z.string().min(1, 'Name is required'), age: z.number() });
    const error = schema.safeParse({ name: '', age: 'x', extra: 1 }).error;
    const { status, body } = toFailure(error);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('Name is required');
    expect(body.details).toMatchObject({ name: 'Name is required', extra: 'Unknown field' });
    expect(body.details).toHaveProperty('age');
  });

  it('when anything else is thrown, then a 500 that shows no internals', () => {
    const { status, body } = toFailure(new Error('connection string postgres://secret'));
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(body.code).toBe('INTERNAL');
  });
});

describe('toFailure for errors that carry an HTTP status', () => {
  it('when Express throws a 400 for a bad percent-escape, then 400 VALIDATION_FAILED without its internal message', () => {
    const error = Object.assign(new URIError("Failed to decode param '%E0%A4%A'"), { status: 400, statusCode: 400 });
    expect(toFailure(error)).toEqual({
      status: 400,
      body: { success: false, message: 'The request could not be read.', code: 'VALIDATION_FAILED' },
    });
  });

  it('when an error carries only statusCode 415, then 415 UNSUPPORTED_MEDIA_TYPE', () => {
    const { status, body } = toFailure(Object.assign(new Error('unsupported charset "X"'), { statusCode: 415 }));
    expect(status).toBe(415);
    expect(body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('when an error carries a 4xx without a code of its own, then that status with VALIDATION_FAILED', () => {
    expect(toFailure(Object.assign(new Error('x'), { status: 422 }))).toMatchObject({
      status: 422,
      body: { code: 'VALIDATION_FAILED' },
    });
  });

  it('when an error carries a 5xx status, then still the redacted 500', () => {
    expect(toFailure(Object.assign(new Error('db down'), { status: 503 }))).toMatchObject({
      status: 500,
      body: { code: 'INTERNAL' },
    });
  });
});

describe('errorHandler when Firestore is out of reach (found by npm run lab)', () => {
  function answer(thrown: unknown) {
    const res = fakeResponse();
    errorHandler(thrown, { path: '/api/x' } as never, res as never, () => undefined);
    return { status: res.statusCode, headers: res.headers, body: res.body };
  }

  it.each([
    [
      'UNAVAILABLE (Firestore stopped)',
      Object.assign(new Error('14 UNAVAILABLE: No connection established'), { code: 14 }),
    ],
    ['DEADLINE_EXCEEDED', Object.assign(new Error('4 DEADLINE_EXCEEDED: Deadline exceeded'), { code: 4 })],
    [
      'ABORTED (contention outlasted the transaction retries)',
      Object.assign(new Error('10 ABORTED: Too much contention on these documents.'), { code: 10 }),
    ],
    [
      'a transaction lost in a restart',
      Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), { code: 3 }),
    ],
  ])('when %s, then 503 BUSY with Retry-After', (_label, thrown) => {
    const sent = answer(thrown);
    expect(sent.status).toBe(503);
    expect(sent.headers['Retry-After']).toBe('5');
    expect(sent.body).toMatchObject({ code: 'BUSY' });
  });

  it('when another INVALID_ARGUMENT, then still the redacted 500', () => {
    expect(answer(Object.assign(new Error('3 INVALID_ARGUMENT: bad path'), { code: 3 })).status).toBe(500);
  });
});
