import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, fieldStyles, useFieldIds } from '@/components/form-field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  labelAside?: ReactNode;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, labelAside, id, className, type = 'text', ...rest },
  ref,
) {
  const ids = useFieldIds(id, hint, error);
  return (
    <Field label={label} hint={hint} error={error} ids={ids} labelAside={labelAside}>
      <input
        ref={ref}
        id={ids.inputId}
        type={type}
        className={[fieldStyles.control, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      />
    </Field>
  );
});
