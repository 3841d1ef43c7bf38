import { describe, expect, it } from 'vitest';
import { statusDelta } from './update-booking-status';

describe('statusDelta', () => {
  it('when a booking is completed, then one completed booking and its revenue', () => {
    expect(statusDelta('confirmed', 'completed', 45)).toEqual({ completed: 1, revenue: 45, cancelled: 0 });
  });
  it('when a completed booking is reopened, then the revenue comes back out', () => {
    expect(statusDelta('completed', 'in_progress', 45)).toEqual({ completed: -1, revenue: -45, cancelled: 0 });
  });
  it('when a booking is cancelled, then one cancellation and no revenue', () => {
    expect(statusDelta('pending', 'cancelled', 45)).toEqual({ completed: 0, revenue: 0, cancelled: 1 });
  });
});
