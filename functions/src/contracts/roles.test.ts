import { describe, expect, it } from 'vitest';
import { landingRouteForRole, registerRoleInputSchema, roleFromClaims } from './roles';

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

describe('registerRoleInputSchema', () => {
  it('when the role is known, then it parses (superadmin too: refusing it is the service rule, a 403)', () => {
    expect(registerRoleInputSchema.parse({ role: 'pet_owner' })).toEqual({ role: 'pet_owner' });
    expect(registerRoleInputSchema.parse({ role: 'superadmin' })).toEqual({ role: 'superadmin' });
  });

  it('when the role is unknown or extra fields come along, then it fails', () => {
    expect(registerRoleInputSchema.safeParse({ role: 'admin' }).success).toBe(false);
    expect(registerRoleInputSchema.safeParse({ role: 'pet_owner', verified: true }).success).toBe(false);
  });
});
