import { describe, expect, it } from 'vitest';
import { joinWaitlistInputSchema } from './waitlist';

describe('joinWaitlistInputSchema', () => {
  it('when the email has spaces and the phone is blank, then the email is trimmed and the phone is null', () => {
    expect(joinWaitlistInputSchema.parse({ email: '  ann@example.com ', phone: '   ' })).toEqual({
      email: 'ann@example.com',
      phone: null,
      type: 'mobile_app',
    });
  });

  it('when the email is missing or blank, then "Email is required"', () => {
    for (const input of [{}, { email: '' }, { email: '   ' }]) {
      const result = joinWaitlistInputSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe('Email is required');
    }
  });

  it('when the email is malformed, then the spec message for an invalid email', () => {
    const result = joinWaitlistInputSchema.safeParse({ email: 'ann@' });
    expect(result.error?.issues[0].message).toBe('Please enter a valid email address.');
  });

  it('when the phone has letters, then it is refused', () => {
    expect(joinWaitlistInputSchema.safeParse({ email: 'a@b.co', phone: 'call me' }).success).toBe(false);
  });
});
