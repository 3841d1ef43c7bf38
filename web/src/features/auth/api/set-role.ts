import type { RegisterRoleResult } from '@contracts/register-role';
import type { SelfServiceRole } from '@contracts/roles';
import { apiRequest } from '@/lib/api-client';

/** POST /api/setRole: applies the role chosen at sign-up (docs/decisions/0001-role-registration.md). */
export async function setRole(role: SelfServiceRole) {
  return apiRequest<RegisterRoleResult>('/setRole', { method: 'POST', body: { role } });
}
