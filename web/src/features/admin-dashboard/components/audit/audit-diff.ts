import { companyStatuses, type CompanyStatus } from '@contracts/company';
import { settingOptionLabel, settingsTabLabels, type SettingsTab } from '@contracts/platform-settings';
import { roleLabels, roles, type Role } from '@contracts/roles';
import { companyStatusLabels, type AuditAction } from '@contracts/superadmin';
import { settingsFields } from '@/features/admin-dashboard/components/settings/settings-form';

export const auditActionLabels: Record<AuditAction, string> = {
  'user.role': 'Changed user role',
  'user.disable': 'Changed user access',
  'company.status': 'Changed company status',
  'company.verify': 'Changed company verification',
  'settings.update': 'Updated settings',
  'maintenance.toggle': 'Switched maintenance mode',
  'cache.clear': 'Cleared cache',
  'apiKeys.reset': 'Reset API keys',
  'data.export': 'Exported data',
};

export interface AuditChange {
  /** The changed value's name in words ("General: Maintenance mode"; "" when the whole value changed). */
  path: string;
  before: string;
  after: string;
}

const MAX_VALUE_LENGTH = 60;

/** The names of the values audit entries hold, in words (issue 25: no codes in the audit log). */
const fieldLabels: Record<string, string> = {
  status: 'Status',
  verified: 'Verification',
  role: 'Role',
  disabled: 'Access',
  maintenanceMode: 'Maintenance mode',
  cacheGeneration: 'Cache generation',
  type: 'Export',
  format: 'Format',
  timeframe: 'Timeframe',
  rows: 'Rows',
  apiKeys: 'API keys',
};
for (const [tab, fields] of Object.entries(settingsFields)) {
  for (const field of fields) fieldLabels[`${tab}.${field.name}`] = field.label;
}

function pathLabel(path: string): string {
  if (fieldLabels[path]) {
    const [tab] = path.split('.');
    const tabLabel = settingsTabLabels[tab as SettingsTab];
    return tabLabel && path.includes('.') ? `${tabLabel}: ${fieldLabels[path]}` : fieldLabels[path];
  }
  const last = path.split('.').pop() ?? path;
  return fieldLabels[last] ?? path;
}

/** A value in words: statuses, roles, access and verification by name, switches On/Off, option codes by label. */
function valueLabel(path: string, value: unknown): string {
  const key = path.split('.').pop();
  if (value === undefined || value === null) return '(none)';
  if (key === 'verified' && typeof value === 'boolean') return value ? 'Verified' : 'Unverified';
  if (key === 'disabled' && typeof value === 'boolean') return value ? 'Disabled' : 'Enabled';
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  if (typeof value === 'string') {
    if (key === 'status' && (companyStatuses as readonly string[]).includes(value)) {
      return companyStatusLabels[value as CompanyStatus];
    }
    if (key === 'role' && (roles as readonly string[]).includes(value)) return roleLabels[value as Role];
    return value === '' ? '(empty)' : settingOptionLabel(value);
  }
  if (Array.isArray(value)) return value.length === 0 ? '(empty)' : value.map(String).join(', ');
  return typeof value === 'number' ? value.toLocaleString('en-US') : JSON.stringify(value);
}

function show(path: string, value: unknown): string {
  const text = valueLabel(path, value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function rawChanges(
  before: unknown,
  after: unknown,
  path: string,
): { path: string; before: unknown; after: unknown }[] {
  if (isRecord(before) || isRecord(after)) {
    const left = isRecord(before) ? before : {};
    const right = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
    return keys.flatMap((key) => rawChanges(left[key], right[key], path ? `${path}.${key}` : key));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ path, before, after }];
}

/**
 * The compact diff of an entry in words: objects are walked down to the values that differ ("General: Maintenance
 * mode: Off -> On", "Status: Active -> Suspended"); equal values are left out.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  return rawChanges(before, after, '').map((change) => ({
    path: change.path ? pathLabel(change.path) : '',
    before: show(change.path, change.before),
    after: show(change.path, change.after),
  }));
}
