import { describe, expect, it } from 'vitest';
import {
  moderationLabel,
  moderationMessage,
  moderationNeedsReason,
  moderationsFor,
  reasonFormSchema,
} from './moderation';

describe('moderation rules', () => {
  it('when a company is active and verified, then every other status and Unverify are offered', () => {
    expect(moderationsFor({ status: 'active', verified: true }).map(moderationLabel)).toEqual([
      'Set to Pending review',
      'Suspend',
      'Reject',
      'Unverify',
    ]);
  });

  it('when suspending, rejecting or unverifying, then a reason is required; otherwise it is optional', () => {
    expect(moderationNeedsReason({ kind: 'status', status: 'suspended' })).toBe(true);
    expect(moderationNeedsReason({ kind: 'status', status: 'rejected' })).toBe(true);
    expect(moderationNeedsReason({ kind: 'verify', verified: false })).toBe(true);
    expect(moderationNeedsReason({ kind: 'status', status: 'pending' })).toBe(false);
    expect(moderationNeedsReason({ kind: 'verify', verified: true })).toBe(false);
  });

  it('when the reason is checked, then 3 to 500 trimmed characters, and an empty optional one passes', () => {
    expect(reasonFormSchema(true).safeParse({ reason: '  ab ' }).success).toBe(false);
    expect(reasonFormSchema(true).safeParse({ reason: 'abc' }).success).toBe(true);
    expect(reasonFormSchema(true).safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
    expect(reasonFormSchema(false).safeParse({ reason: '   ' }).success).toBe(true);
    expect(reasonFormSchema(false).safeParse({ reason: 'ab' }).success).toBe(false);
  });

  it('when done, then the message names the company and the outcome in words', () => {
    expect(moderationMessage('Happy Paws Grooming', { kind: 'status', status: 'suspended' })).toBe(
      'Happy Paws Grooming suspended',
    );
    expect(moderationMessage('Happy Paws Grooming', { kind: 'status', status: 'pending' })).toBe(
      'Happy Paws Grooming set to Pending review',
    );
    expect(moderationMessage('Happy Paws Grooming', { kind: 'verify', verified: false })).toBe(
      'Happy Paws Grooming unverified',
    );
  });
});
