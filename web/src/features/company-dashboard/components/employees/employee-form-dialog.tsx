import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { weekdayLabels, weekdays } from '@contracts/company';
import { employeeInputSchema, employeeStatuses, type Employee, type EmployeeOption } from '@contracts/employees';
import { Alert, FailureAlert } from '@/components/alert';
import { Checkbox } from '@/components/checkbox';
import { Dialog } from '@/components/dialog';
import { FieldError } from '@/components/form-field';
import { labelledOptions, SelectField } from '@/components/select-field';
import { TextareaField } from '@/components/textarea-field';
import { TextField } from '@/components/text-field';
import type { FlashMessage } from '@/lib/use-flash-message';
import { employeeFormDefaults, employeeStatusLabels, toggleDay } from './employee-rules';
import { useSchemaForm } from '@/lib/use-schema-form';
import { DialogFormActions } from '@/features/company-dashboard/components/dialog-form';
import layout from '@/components/layout/dashboard-sections.module.css';
import styles from './employees.module.css';

type EmployeeFormOutput = z.output<typeof employeeInputSchema>;

export interface EmployeeFormState {
  /** The employee being edited; a new one when absent. */
  employee?: Employee;
}

interface EmployeeFormDialogProps {
  state: EmployeeFormState | null;
  positions: readonly EmployeeOption[] | undefined;
  skills: readonly EmployeeOption[] | undefined;
  saving: boolean;
  error: unknown;
  /** Set once saved: the form shows it until the modal closes (after 1 s). */
  saved: FlashMessage | null;
  onSubmit: (input: EmployeeFormOutput) => void;
  onClose: () => void;
}

/** The add/edit modal with its four sections: basic information, skills, availability, additional information. */
export function EmployeeFormDialog({ state, ...rest }: EmployeeFormDialogProps) {
  return (
    <Dialog
      open={state !== null}
      onClose={rest.onClose}
      size="xl"
      align="start"
      title={state?.employee ? 'Edit Employee' : 'Add Employee'}
    >
      {state ? <EmployeeForm key={state.employee?.id ?? 'new'} employee={state.employee} {...rest} /> : null}
    </Dialog>
  );
}

function EmployeeForm({
  employee,
  positions,
  skills,
  saving,
  error,
  saved,
  onSubmit,
  onClose,
}: Omit<EmployeeFormDialogProps, 'state'> & { employee?: Employee }) {
  const { register, handleSubmit, control, setValue, errors, field } = useSchemaForm(employeeInputSchema, {
    defaultValues: employeeFormDefaults(employee),
  });
  const hours = useWatch({ control, name: 'workingHours' }) ?? employeeFormDefaults(employee).workingHours;
  // Only the fetched lists: the shared schema refuses anything else, here and on the server.
  const positionOptions = [
    { value: '', label: 'Select a position' },
    ...(positions ?? []).map(({ name }) => ({ value: name, label: name })),
  ];
  const skillNames = (skills ?? []).map(({ name }) => name);

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className={styles.form}>
      {saved ? <Alert tone="success">{saved.text}</Alert> : null}
      <FailureAlert error={error} failed="Failed to save employee" exception="Error saving employee" />

      <fieldset className={styles.fieldset}>
        <legend>Basic Information</legend>
        <div className={styles.formGrid}>
          <TextField label="Name *" autoComplete="off" {...field('name')} />
          <TextField label="Email *" type="email" autoComplete="off" {...field('email')} />
          <TextField label="Phone *" type="tel" autoComplete="off" {...field('phone')} />
          <SelectField label="Position *" options={positionOptions} {...field('position')} />
          <SelectField
            label="Status"
            options={labelledOptions(employeeStatuses, employeeStatusLabels)}
            {...register('status')}
          />
          <TextField label="Hire date" type="date" {...field('hireDate')} />
        </div>
      </fieldset>

      <fieldset className={styles.fieldset} aria-describedby={errors.specialties ? 'employee-skills-error' : undefined}>
        <legend>Skills</legend>
        {skillNames.length === 0 ? (
          <p className={layout.muted}>The skills list could not be loaded.</p>
        ) : (
          <div className={styles.checklist}>
            {skillNames.map((name) => (
              <Checkbox key={name} label={name} value={name} {...register('specialties')} />
            ))}
          </div>
        )}
        <FieldError id="employee-skills-error">{errors.specialties?.message}</FieldError>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Availability</legend>
        <ul className={layout.list}>
          {weekdays.map((day) => {
            const value = hours[day];
            return (
              <li key={day} className={styles.availabilityRow}>
                <Checkbox
                  label={weekdayLabels[day]}
                  checked={value.available}
                  onChange={(event) =>
                    setValue(`workingHours.${day}`, toggleDay(value, event.target.checked), { shouldDirty: true })
                  }
                />
                {value.available ? (
                  <div className={styles.times}>
                    <TextField
                      label={
                        <>
                          <span className="visually-hidden">{weekdayLabels[day]} </span>Start
                        </>
                      }
                      type="time"
                      error={errors.workingHours?.[day]?.start?.message}
                      {...register(`workingHours.${day}.start`)}
                    />
                    <TextField
                      label={
                        <>
                          <span className="visually-hidden">{weekdayLabels[day]} </span>End
                        </>
                      }
                      type="time"
                      error={errors.workingHours?.[day]?.end?.message}
                      {...register(`workingHours.${day}.end`)}
                    />
                  </div>
                ) : (
                  <span className={styles.off}>Off</span>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Additional Information</legend>
        <div className={styles.formGrid}>
          <TextField label="Emergency contact name" autoComplete="off" {...register('emergencyContact.name')} />
          <TextField
            label="Emergency contact phone"
            type="tel"
            autoComplete="off"
            {...register('emergencyContact.phone')}
          />
        </div>
        <TextareaField label="Notes" rows={3} maxLength={2000} {...register('notes')} />
      </fieldset>

      <DialogFormActions
        onClose={onClose}
        submitLabel={employee ? 'Save Changes' : 'Add Employee'}
        submitting={saving}
        submitDisabled={saved !== null}
      />
    </form>
  );
}
