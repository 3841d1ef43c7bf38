import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Employee, EmployeeInput, EmployeeOption, EmployeeStats } from '@contracts/employees';
import { apiRequest } from '@/lib/api-client';
import { companyKeys, withCompanyId } from '@/lib/api/company-keys';

export const employeeKeys = {
  all: (companyId: string | undefined) => [...companyKeys.all(companyId), 'employees'] as const,
  list: (companyId: string | undefined) => [...companyKeys.all(companyId), 'employees', 'list'] as const,
  stats: (companyId: string | undefined) => [...companyKeys.all(companyId), 'employees', 'stats'] as const,
  positions: (companyId: string | undefined) => [...companyKeys.all(companyId), 'employees', 'positions'] as const,
  skills: (companyId: string | undefined) => [...companyKeys.all(companyId), 'employees', 'skills'] as const,
};

const get = async <T>(path: string, companyId: string | undefined): Promise<T> =>
  (await apiRequest<T>(withCompanyId(path, companyId))).data;

/** GET /api/employees */
export function useEmployees(companyId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: employeeKeys.list(companyId),
    queryFn: () => get<Employee[]>('/employees', companyId),
    enabled,
  });
}

/** GET /api/employees/stats (its failure is only logged: the screen shows no numbers). */
export function useEmployeeStats(companyId: string | undefined) {
  return useQuery({
    queryKey: employeeKeys.stats(companyId),
    queryFn: () => get<EmployeeStats>('/employees/stats', companyId),
  });
}

/** GET /api/employees/positions/list */
export function useEmployeePositions(companyId: string | undefined) {
  return useQuery({
    queryKey: employeeKeys.positions(companyId),
    queryFn: () => get<EmployeeOption[]>('/employees/positions/list', companyId),
    staleTime: Infinity,
  });
}

/** GET /api/employees/skills/list */
export function useEmployeeSkills(companyId: string | undefined) {
  return useQuery({
    queryKey: employeeKeys.skills(companyId),
    queryFn: () => get<EmployeeOption[]>('/employees/skills/list', companyId),
    staleTime: Infinity,
  });
}

/** After a save or a delete: lists and stats reload (docs/product.md#messages-and-timings), and so do the plan's usage counts. */
function useInvalidateEmployees(companyId: string | undefined) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: employeeKeys.all(companyId) }),
      queryClient.invalidateQueries({ queryKey: companyKeys.subscription(companyId) }),
    ]);
}

/** POST /api/employees, or PUT /api/employees/{id} when editing. */
export function useSaveEmployee(companyId: string | undefined) {
  const invalidate = useInvalidateEmployees(companyId);
  return useMutation({
    mutationFn: ({ employeeId, input }: { employeeId?: string; input: EmployeeInput }) =>
      employeeId
        ? apiRequest<Employee>(withCompanyId(`/employees/${encodeURIComponent(employeeId)}`, companyId), {
            method: 'PUT',
            body: input,
          })
        : apiRequest<Employee>(withCompanyId('/employees', companyId), { method: 'POST', body: input }),
    // Not awaited: the lists reload behind the closing modal, whose 1-second close (docs/product.md#messages-and-timings) starts at the save.
    onSuccess: () => void invalidate(),
  });
}

/** DELETE /api/employees/{id} */
export function useDeleteEmployee(companyId: string | undefined) {
  const invalidate = useInvalidateEmployees(companyId);
  return useMutation({
    mutationFn: (employeeId: string) =>
      apiRequest<null>(withCompanyId(`/employees/${encodeURIComponent(employeeId)}`, companyId), { method: 'DELETE' }),
    onSuccess: () => void invalidate(),
  });
}
