import { describe, expect, it } from 'vitest';
import { firstResponseDelta } from './response-time';

const requestedAt = new Date('2026-11-20T10:00:00Z');
const later = new Date('2026-11-20T13:30:00Z');

describe('firstResponseDelta', () => {
  it('when the company answers a request for the first time, then one response of the hours it took', () => {
    expect(firstResponseDelta([{ role: 'pet_owner' }], 'pet_company', requestedAt, later)).toEqual({
      responses: 1,
      responseHours: 3.5,
    });
  });

  it('when the company answered before, or the owner acts, then nothing is counted', () => {
    expect(
      firstResponseDelta([{ role: 'pet_owner' }, { role: 'pet_company' }], 'pet_company', requestedAt, later),
    ).toEqual({});
    expect(firstResponseDelta([{ role: 'pet_owner' }], 'pet_owner', requestedAt, later)).toEqual({});
  });
});
