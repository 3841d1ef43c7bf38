import { describe, expect, it } from 'vitest';
import { registerRoleInputSchema } from './register-role';

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
