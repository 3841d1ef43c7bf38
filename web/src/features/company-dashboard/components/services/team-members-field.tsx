import type { Employee } from '@contracts/employees';
import { ErrorWithRetry } from '@/components/error-with-retry';
import { InitialsAvatar } from '@/components/initials-avatar';
import { Skeleton } from '@/components/skeleton';
import { useEmployees } from '@/features/company-dashboard/api/employees';
import fieldset from '@/components/fieldset.module.css';
import styles from './services.module.css';

interface TeamMembersFieldProps {
  companyId: string | undefined;
  /** The ticked employees; none means every active employee performs the service. */
  value: string[];
  onChange: (employeeIds: string[]) => void;
  error?: string;
}

const statusNote: Partial<Record<Employee['status'], string>> = { inactive: 'inactive', on_leave: 'on leave' };

/** Who performs the service (issue 21): the company's employees as a checklist with their initials. */
export function TeamMembersField({ companyId, value, onChange, error }: TeamMembersFieldProps) {
  const employees = useEmployees(companyId);
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((chosen) => chosen !== id));

  return (
    <fieldset className={fieldset.fieldset} aria-describedby="team-members-hint">
      <legend className={fieldset.legend}>Team members</legend>
      {employees.isPending ? (
        <div aria-busy="true" className={styles.teamGrid}>
          <span className="visually-hidden">Loading your team</span>
          <Skeleton height={44} radius="md" />
          <Skeleton height={44} radius="md" />
        </div>
      ) : employees.isError ? (
        <ErrorWithRetry onRetry={() => employees.refetch()}>Failed to load your team</ErrorWithRetry>
      ) : employees.data.length === 0 ? (
        <p id="team-members-hint" className={styles.teamHint}>
          No employees yet: your company takes one appointment at a time. Add employees under Employees to take several
          at once.
        </p>
      ) : (
        <>
          <p id="team-members-hint" className={styles.teamHint}>
            {value.length === 0
              ? 'None ticked: every active team member performs this service.'
              : `${value.length} of ${employees.data.length} team members perform this service.`}
          </p>
          <div className={styles.teamGrid}>
            {employees.data.map((employee) => (
              <label key={employee.id} className={styles.member}>
                <input
                  type="checkbox"
                  className={styles.memberInput}
                  checked={value.includes(employee.id)}
                  onChange={(event) => toggle(employee.id, event.target.checked)}
                />
                <InitialsAvatar name={employee.name} size="sm" />
                <span className={styles.memberName}>
                  {employee.name}
                  <span className={styles.memberRole}>
                    {[employee.position, statusNote[employee.status]].filter(Boolean).join(' · ')}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </>
      )}
      {error ? (
        <p className={styles.dayError} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
