import { describe, expect, it } from 'vitest';
import { landingRouteForRole, roleFromClaims } from './roles';

describe('roleFromClaims', () => {
  it('when the claim is absent or unknown, then the user is a pet owner', () => {
    expect(roleFromClaims(undefined)).toBe('pet_owner');
    expect(roleFromClaims({})).toBe('pet_owner');
    expect(roleFromClaims({ role: 'wizard' })).toBe('pet_owner');
  });

  it('when the claim names a role, then that role', () => {
    expect(roleFromClaims({ role: 'pet_company' })).toBe('pet_company');
    expect(roleFromClaims({ role: 'superadmin' })).toBe('superadmin');
  });
});

describe('landingRouteForRole', () => {
  it.each([
    ['pet_owner', '/pet-owner/dashboard'],
    ['pet_company', '/company/dashboard'],
    ['superadmin', '/admin/dashboard'],
    [undefined, '/marketplace'],
  ] as const)('when the role is %s, then the user lands on %s', (role, route) => {
    expect(landingRouteForRole(role)).toBe(route);
  });
});
