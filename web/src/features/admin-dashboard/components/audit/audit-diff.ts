import type { AuditAction } from '@contracts/superadmin';

export const auditActionLabels: Record<AuditAction, string> = {
  'user.role': 'Changed user role',
  'user.disable': 'Changed user access',
  'company.status': 'Changed company status',
  'company.verify': 'Changed company verification',
  'settings.update': 'Updated settings',
  'maintenance.toggle': 'Switched maintenance mode',
  'cache.clear': 'Cleared cache',
  'data.export': 'Exported data',
};

export interface AuditChange {
  /** Dotted path of the changed value ("" when the whole value changed). */
  path: string;
  before: string;
  after: string;
}

const MAX_VALUE_LENGTH = 60;

function show(value: unknown): string {
  if (value === undefined) return '(none)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The compact diff of an entry: objects are walked down to the values that differ ("general.maintenanceMode:
 * false -> true"); anything else is one before -> after. Equal values are left out.
 */
export function auditChanges(before: unknown, after: unknown, path = ''): AuditChange[] {
  if (isRecord(before) || isRecord(after)) {
    const left = isRecord(before) ? before : {};
    const right = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
    return keys.flatMap((key) => auditChanges(left[key], right[key], path ? `${path}.${key}` : key));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ path, before: show(before), after: show(after) }];
}
