import { describe, expect, it } from 'vitest';
import type { CompanyDoc } from './companies';
import { isCompanyListable, listingFields, searchTokens } from './service-listing';

const now = new Date('2026-11-21T12:00:00Z');
const company = {
  name: 'Happy Paws',
  logoUrl: null,
  city: 'Austin',
  state: 'TX',
  timezone: 'America/Chicago',
  verified: true,
  status: 'active',
} as CompanyDoc;
const activeAccount = {
  subscription: {
    plan: 'starter' as const,
    status: 'active' as const,
    billingPeriod: 'monthly' as const,
    trialEndsAt: null,
    currentPeriodEnd: new Date('2026-12-21T00:00:00Z'),
  },
};

describe('searchTokens', () => {
  it('when texts are tokenised, then words and their prefixes are lower-cased without accents', () => {
    const tokens = searchTokens('Full Grooming', 'Café Paws');
    expect(tokens).toEqual(
      expect.arrayContaining(['fu', 'full', 'gr', 'groo', 'grooming', 'ca', 'cafe', 'pa', 'paws']),
    );
    expect(tokens).not.toContain('g');
  });
});

describe('isCompanyListable', () => {
  it('when verified, active and subscribed, then listed; otherwise not', () => {
    expect(isCompanyListable(company, activeAccount, now)).toBe(true);
    expect(isCompanyListable({ ...company, verified: false }, activeAccount, now)).toBe(false);
    expect(isCompanyListable({ ...company, status: 'suspended' }, activeAccount, now)).toBe(false);
    expect(
      isCompanyListable(company, { subscription: { ...activeAccount.subscription, status: 'inactive' } }, now),
    ).toBe(false);
    expect(
      isCompanyListable(
        company,
        { subscription: { ...activeAccount.subscription, currentPeriodEnd: new Date('2026-11-20T00:00:00Z') } },
        now,
      ),
    ).toBe(false);
  });
});

describe('listingFields', () => {
  it('when a service is active at a listable company, then it is listed with its groups and rating flags', () => {
    const fields = listingFields(
      {
        name: 'Bath',
        category: 'grooming',
        petTypes: ['dog', 'rabbit'],
        isActive: true,
        rating: { sum: 17, count: 4 },
      },
      company,
      true,
    );
    expect(fields.listed).toBe(true);
    expect(fields.ratingAverage).toBe(4.25);
    expect(fields.petGroups).toEqual({ dogs: true, cats: false, small_pets: true, exotic_pets: false });
    expect(fields.ratingAtLeast).toEqual({ r35: true, r40: true, r45: false });
    expect(fields.searchTokens).toEqual(expect.arrayContaining(['bath', 'happy', 'grooming', 'austin']));
  });

  it('when the service is inactive or the company not listable, then it is not listed', () => {
    const service = {
      name: 'Bath',
      category: 'grooming' as const,
      petTypes: ['dog' as const],
      isActive: false,
      rating: { sum: 0, count: 0 },
    };
    expect(listingFields(service, company, true).listed).toBe(false);
    expect(listingFields({ ...service, isActive: true }, company, false).listed).toBe(false);
  });
});
