import { useEffect, useState } from 'react';
import { UserPlus, Users } from 'lucide-react';
import { employeeStatuses, type Employee, type EmployeeInput, type EmployeeStatus } from '@contracts/employees';
import { Alert } from '@/components/alert';
import { SearchField } from '@/components/search-field';
import { Button } from '@/components/button';
import { CardGrid, cardGrid } from '@/components/card-grid';
import { EmptyState } from '@/components/empty-state';
import { limitState } from '@/components/plan-gates/plan-gate-rules';
import { UsageLimitGate } from '@/components/plan-gates/usage-limit-gate';
import { QueryState } from '@/components/query-state';
import { labelledOptions, SelectField } from '@/components/select-field';
import { Tabs } from '@/components/tabs';
import { Toolbar } from '@/components/toolbar';
import { useCompanySubscription } from '@/features/company-dashboard/api/company-subscription';
import {
  useDeleteEmployee,
  useEmployeePositions,
  useEmployees,
  useEmployeeSkills,
  useEmployeeStats,
  useSaveEmployee,
} from '@/features/company-dashboard/api/employees';
import { useFlashMessage, type FlashMessage } from '@/lib/use-flash-message';
import { useActingCompany } from '@/features/company-dashboard/hooks/use-acting-company';
import { AssignToEmployeeDialog } from './assign-to-employee-dialog';
import { DeleteEmployeeDialog } from './delete-employee-dialog';
import { EmployeeCalendarDialog } from './employee-calendar-dialog';
import { EmployeeCard } from './employee-card';
import { EmployeeFormDialog, type EmployeeFormState } from './employee-form-dialog';
import { EmployeePerformance } from './employee-performance';
import {
  EMPLOYEE_DELETED_MESSAGE_MS,
  EMPLOYEE_MODAL_CLOSE_MS,
  EMPLOYEE_SAVED_MESSAGE_MS,
  employeeStatusLabels,
  filterEmployees,
  optionNames,
  type EmployeeFilter,
} from './employee-rules';
import { EmployeeSchedules } from './employee-schedules';
import layout from '@/components/layout/dashboard-sections.module.css';
import styles from './employees.module.css';
import { formatQuantity } from '@/lib/format';

/** Employees (docs/product.md#company-dashboard); the shell's SectionGate keeps the whole screen behind employeeManagement. */
export function EmployeesSection() {
  const { companyId, bypassPlan } = useActingCompany();
  const employees = useEmployees(companyId);
  const stats = useEmployeeStats(companyId);
  const positions = useEmployeePositions(companyId);
  const skills = useEmployeeSkills(companyId);
  const subscription = useCompanySubscription(companyId);
  const save = useSaveEmployee(companyId);
  const remove = useDeleteEmployee(companyId);
  const [message, showMessage] = useFlashMessage();
  const [tab, setTab] = useState('list');
  const [filter, setFilter] = useState<EmployeeFilter>({ search: '', status: 'all', position: 'all' });
  const [form, setForm] = useState<EmployeeFormState | null>(null);
  const [saved, setSaved] = useState<FlashMessage | null>(null);
  const [deleting, setDeleting] = useState<Employee | null>(null);
  const [assigning, setAssigning] = useState<Employee | null>(null);
  const [calendarOf, setCalendarOf] = useState<Employee | null>(null);

  // docs/product.md#messages-and-timings: after a save the modal closes after 1 second (the message stays 4 seconds).
  useEffect(() => {
    if (!saved) return undefined;
    const timer = window.setTimeout(() => {
      setSaved(null);
      setForm(null);
    }, EMPLOYEE_MODAL_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [saved]);

  if (employees.isPending || employees.isError) {
    return <QueryState query={employees} subject="employees" {...cardGrid(300)} rows={3} rowHeight={280} />;
  }

  const all = employees.data;
  const shown = filterEmployees(all, filter);
  const limit = subscription.data
    ? limitState(subscription.data, 'maxEmployees', { usage: all.length, bypass: bypassPlan })
    : null;

  function openForm(employee?: Employee) {
    save.reset();
    setSaved(null);
    setForm({ employee });
  }

  function submit(input: EmployeeInput) {
    save.mutate(
      { employeeId: form?.employee?.id, input },
      {
        onSuccess: (result) => {
          const text =
            result.message ?? (form?.employee ? 'Employee updated successfully' : 'Employee added successfully');
          showMessage({ tone: 'success', text }, EMPLOYEE_SAVED_MESSAGE_MS);
          setSaved({ tone: 'success', text });
        },
      },
    );
  }

  function confirmDelete(employee: Employee) {
    remove.mutate(employee.id, {
      onSuccess: (result) => {
        showMessage(
          { tone: 'success', text: result.message ?? `${employee.name} was removed.` },
          EMPLOYEE_DELETED_MESSAGE_MS,
        );
        setDeleting(null);
      },
    });
  }

  const addButton = (
    <Button icon={<UserPlus />} onClick={() => openForm()}>
      Add Employee
    </Button>
  );
  const positionNames = optionNames(
    positions.data,
    all.map((employee) => employee.position),
  );

  const list = (
    <div className={layout.section}>
      <Toolbar columns={3}>
        <SearchField
          id="employee-search"
          label="Search employees"
          placeholder="Search by name, email, phone or skill"
          value={filter.search}
          onValueChange={(value) => setFilter({ ...filter, search: value })}
        />
        <SelectField
          label="Status"
          value={filter.status}
          onChange={(event) => setFilter({ ...filter, status: event.target.value as EmployeeStatus | 'all' })}
          options={[
            { value: 'all', label: 'All statuses' },
            ...labelledOptions(employeeStatuses, employeeStatusLabels),
          ]}
        />
        <SelectField
          label="Position"
          value={filter.position}
          onChange={(event) => setFilter({ ...filter, position: event.target.value })}
          options={[
            { value: 'all', label: 'All positions' },
            ...positionNames.map((name) => ({ value: name, label: name })),
          ]}
        />
      </Toolbar>
      {shown.length === 0 ? (
        <EmptyState
          icon={<Users size={28} />}
          headingLevel="h3"
          title={all.length === 0 ? 'No employees yet' : 'No employees found'}
          description={
            all.length === 0
              ? 'Add your team to assign them to appointments.'
              : 'No employee matches this search and these filters.'
          }
        />
      ) : (
        <CardGrid minWidth={300}>
          {shown.map((employee) => (
            <li key={employee.id}>
              <EmployeeCard
                employee={employee}
                onEdit={() => openForm(employee)}
                onAssign={() => setAssigning(employee)}
                onCalendar={() => setCalendarOf(employee)}
                onDelete={() => {
                  remove.reset();
                  setDeleting(employee);
                }}
              />
            </li>
          ))}
        </CardGrid>
      )}
    </div>
  );

  return (
    <div className={layout.section}>
      <div className={styles.header}>
        <p className={layout.muted}>{formatQuantity(all.length, 'employee')}</p>
        <div className={styles.headerAction}>
          {limit ? (
            <UsageLimitGate state={limit} noun="employees">
              {(blocked) =>
                blocked ? (
                  <Button icon={<UserPlus />} disabled>
                    {`Employee Limit Reached (${limit.usage}/${limit.limit})`}
                  </Button>
                ) : (
                  addButton
                )
              }
            </UsageLimitGate>
          ) : (
            addButton
          )}
        </div>
      </div>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <Tabs
        label="Employees"
        value={tab}
        onValueChange={setTab}
        items={[
          { id: 'list', label: 'Employee List', content: list },
          { id: 'performance', label: 'Performance', content: <EmployeePerformance stats={stats} employees={all} /> },
          {
            id: 'schedules',
            label: 'Schedules',
            content:
              tab === 'schedules' ? (
                <EmployeeSchedules
                  employees={all.filter((employee) => employee.status === 'active')}
                  companyId={companyId}
                />
              ) : null,
          },
        ]}
      />
      <EmployeeFormDialog
        state={form}
        positions={positions.data}
        skills={skills.data}
        saving={save.isPending}
        error={save.isError ? save.error : null}
        saved={saved}
        onSubmit={submit}
        onClose={() => {
          setSaved(null);
          setForm(null);
        }}
      />
      <DeleteEmployeeDialog
        employee={deleting}
        deleting={remove.isPending}
        error={remove.isError ? remove.error : null}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
      <AssignToEmployeeDialog employee={assigning} companyId={companyId} onClose={() => setAssigning(null)} />
      <EmployeeCalendarDialog employee={calendarOf} companyId={companyId} onClose={() => setCalendarOf(null)} />
    </div>
  );
}
