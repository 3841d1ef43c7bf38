import { z } from 'zod';
import { roles } from './roles';

/** POST /api/setRole. Any known role is accepted by the schema, so that asking for superadmin is a 403, not a 400. */
export const registerRoleInputSchema = z.strictObject({
  role: z.enum(roles, { error: 'Role must be pet_owner or pet_company' }),
});
export type RegisterRoleInput = z.infer<typeof registerRoleInputSchema>;

export const registerRoleResultSchema = z.object({ role: z.enum(roles) });
export type RegisterRoleResult = z.infer<typeof registerRoleResultSchema>;
