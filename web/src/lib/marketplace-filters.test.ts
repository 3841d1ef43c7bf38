import { describe, expect, it } from 'vitest';
import {
  apiQueryOf,
  defaultFilters,
  filtersFromSearchParams,
  hasActiveFilters,
  searchParamsFromFilters,
  sheetFilterCount,
} from '@/lib/marketplace-filters';

describe('marketplace filters and the URL', () => {
  it('when the URL is plain, then every filter has its default', () => {
    expect(filtersFromSearchParams(new URLSearchParams())).toEqual(defaultFilters);
  });

  it('when the URL names every filter, then they are all read back', () => {
    const params = new URLSearchParams(
      'q=groom&category=grooming&petType=small_pets&city=San+Diego&minRating=4.5&sort=price_desc',
    );
    expect(filtersFromSearchParams(params)).toEqual({
      q: 'groom',
      category: 'grooming',
      petType: 'small_pets',
      city: 'San Diego',
      minRating: 4.5,
      sort: 'price_desc',
    });
  });

  it('when the rating is written as 4.0, then it reads as the 4 threshold', () => {
    expect(filtersFromSearchParams(new URLSearchParams('minRating=4.0')).minRating).toBe(4);
  });

  it('when values are unknown, then they fall back to the defaults instead of failing', () => {
    const params = new URLSearchParams('category=cooking&petType=dinosaurs&minRating=2&sort=random');
    expect(filtersFromSearchParams(params)).toEqual(defaultFilters);
  });

  it('when filters are written, then defaults are left out and the search is trimmed', () => {
    expect(searchParamsFromFilters(defaultFilters).toString()).toBe('');
    const params = searchParamsFromFilters({
      ...defaultFilters,
      q: '  dog walk ',
      category: 'walking',
      minRating: 3.5,
    });
    expect(params.toString()).toBe('q=dog+walk&category=walking&minRating=3.5');
  });

  it('when a view starts from its own base (the owner dashboard at dogs), then the base is left out, undoing it is written, and the API query stays absolute', () => {
    const base = { ...defaultFilters, petType: 'dogs' } as const;
    expect(filtersFromSearchParams(new URLSearchParams(), base)).toEqual(base);
    expect(searchParamsFromFilters(base, base).toString()).toBe('');
    const everyPet = { ...base, petType: 'all' } as const;
    expect(searchParamsFromFilters(everyPet, base).toString()).toBe('petType=all');
    expect(filtersFromSearchParams(new URLSearchParams('petType=all'), base)).toEqual(everyPet);
    expect(hasActiveFilters(base, base)).toBe(false);
    expect(hasActiveFilters(everyPet, base)).toBe(true);
    expect(apiQueryOf(base, undefined)).toBe('?petType=dogs');
    expect(apiQueryOf(everyPet, undefined)).toBe('');
  });

  it('when filters go to the URL and back, then nothing is lost', () => {
    const filters = {
      q: 'vet',
      category: 'veterinary',
      petType: 'cats',
      city: 'Austin',
      minRating: 4,
      sort: 'rating',
    } as const;
    expect(filtersFromSearchParams(searchParamsFromFilters(filters))).toEqual(filters);
  });

  it('when the API query is built, then it carries the filters and the cursor', () => {
    expect(apiQueryOf(defaultFilters, undefined)).toBe('');
    expect(apiQueryOf({ ...defaultFilters, petType: 'dogs', sort: 'price_asc' }, 'abc')).toBe(
      '?petType=dogs&sort=price_asc&cursor=abc',
    );
    expect(apiQueryOf({ ...defaultFilters, category: 'walking', city: 'Austin' }, undefined)).toBe(
      '?category=walking&city=Austin',
    );
  });

  it("when the city is blank or over-long in the URL, then it is left out or cut to the API's bound", () => {
    expect(filtersFromSearchParams(new URLSearchParams('city=+')).city).toBe('');
    expect(searchParamsFromFilters({ ...defaultFilters, city: '  ' }).toString()).toBe('');
    expect(filtersFromSearchParams(new URLSearchParams(`city=${'A'.repeat(150)}`)).city).toHaveLength(100);
  });

  it('when pet type, city, rating and sort are set, then the Filters button counts four', () => {
    expect(sheetFilterCount(defaultFilters)).toBe(0);
    expect(sheetFilterCount({ ...defaultFilters, petType: 'cats', minRating: 4, sort: 'rating', q: 'x' })).toBe(3);
    expect(
      sheetFilterCount({ ...defaultFilters, petType: 'cats', city: 'Austin', minRating: 4, sort: 'rating', q: 'x' }),
    ).toBe(4);
  });
});
