import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Field, fieldStyles, useFieldIds } from '@/components/form-field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: ReactNode;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, hint, error, id, className, ...rest },
  ref,
) {
  const ids = useFieldIds(id, hint, error);
  return (
    <Field label={label} hint={hint} error={error} ids={ids}>
      <select
        ref={ref}
        id={ids.inputId}
        className={[fieldStyles.control, fieldStyles.select, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
});

/** A select's options from a vocabulary: its values in order, each shown by its label. */
export function labelledOptions<Value extends string>(values: readonly Value[], labels: Record<Value, string>) {
  return values.map((value) => ({ value, label: labels[value] }));
}
