import { describe, expect, it } from 'vitest';
import { ownerProfileInputSchema, profileMessages } from './owners';

const profile = (fields: Record<string, unknown>) =>
  ownerProfileInputSchema.safeParse({ name: 'Sam Saver', ...fields });
const firstMessage = (fields: Record<string, unknown>) => profile(fields).error?.issues[0]?.message;

describe('ownerProfileInputSchema photoUrl', () => {
  it('when the photo is an https URL or empty, then it is accepted', () => {
    expect(profile({ photoUrl: 'https://cdn.example.com/me.jpg' }).success).toBe(true);
    expect(profile({ photoUrl: '' }).success).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    'file:///etc/passwd',
    'http://example.com/me.jpg',
    'ftp://example.com/a.png',
  ])('when the photo is %s, then it is refused with the https message', (photoUrl) =>
    expect(firstMessage({ photoUrl })).toBe(profileMessages.photoUrl),
  );
});

describe('ownerProfileInputSchema dateOfBirth', () => {
  const day = (offsetDays: number) =>
    new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

  it('when the date of birth is in the past or empty, then it is accepted', () => {
    expect(profile({ dateOfBirth: '1985-04-12' }).success).toBe(true);
    expect(profile({ dateOfBirth: '' }).success).toBe(true);
  });

  it('when the date of birth is in the future, then it is refused', () => {
    expect(firstMessage({ dateOfBirth: day(3) })).toBe(profileMessages.dateOfBirthFuture);
    expect(firstMessage({ dateOfBirth: '2999-01-01' })).toBe(profileMessages.dateOfBirthFuture);
  });
});
