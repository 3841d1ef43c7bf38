import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, toFailure } from './errors';

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
