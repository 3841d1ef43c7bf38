import { keysOf } from './vocabulary';

export const roleLabels = {
  pet_owner: 'Pet Owner',
  pet_company: 'Service Provider',
  superadmin: 'Superadmin',
};
export const roles = keysOf(roleLabels);
export type Role = (typeof roles)[number];

/** The roles a user may choose for himself at sign-up (docs/product.md#sign-up-and-roles). */
export const selfServiceRoles = ['pet_owner', 'pet_company'] as const;
export type SelfServiceRole = (typeof selfServiceRoles)[number];

/** The claim is absent for a user who never chose: such a user is a pet owner (docs/product.md#roles). */
export function roleFromClaims(claims: Record<string, unknown> | undefined): Role {
  const value = claims?.role;
  return roles.includes(value as Role) ? (value as Role) : 'pet_owner';
}

/** Where each role lands after sign-in (docs/product.md#pages-and-routes); anything else goes to the marketplace. */
export function landingRouteForRole(role: Role | undefined): string {
  switch (role) {
    case 'pet_owner':
      return '/pet-owner/dashboard';
    case 'pet_company':
      return '/company/dashboard';
    case 'superadmin':
      return '/admin/dashboard';
    default:
      return '/marketplace';
  }
}
