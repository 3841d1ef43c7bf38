import type { RegisterRoleResult } from '@contracts/register-role';
import type { SelfServiceRole } from '@contracts/roles';
import { apiRequest } from '@/lib/api-client';

/** POST /api/setRole: applies the role chosen at sign-up (ARCHITECTURE.md section 9). */
export async function setRole(role: SelfServiceRole) {
  return apiRequest<RegisterRoleResult>('/setRole', { method: 'POST', body: { role } });
}
