import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { dateOf, withDates } from './converter';

describe('converter', () => {
  it('when a document holds Timestamps at any depth, then each is read as a Date and nothing else changes', () => {
    const at = new Date('2026-11-23T14:00:00Z');
    const stored = {
      startAt: Timestamp.fromDate(at),
      review: { rating: 5, createdAt: Timestamp.fromDate(at) },
      statusHistory: [{ status: 'pending', at: Timestamp.fromDate(at) }],
      tags: ['a'],
      hold: null,
      kept: at,
    };
    expect(withDates(stored)).toEqual({
      startAt: at,
      review: { rating: 5, createdAt: at },
      statusHistory: [{ status: 'pending', at }],
      tags: ['a'],
      hold: null,
      kept: at,
    });
  });

  it('when one field is read, then a Timestamp, a Date or an ISO string gives the same Date', () => {
    const at = new Date('2026-11-23T14:00:00Z');
    expect([dateOf(Timestamp.fromDate(at)), dateOf(at), dateOf(at.toISOString())]).toEqual([at, at, at]);
  });
});
