import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError, FieldHint, useFieldIds } from '@/components/form-field';
import styles from './choice.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hint, error, id, ...rest },
  ref,
) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={styles.choiceField}>
      <div className={styles.choice}>
        <input
          ref={ref}
          id={ids.inputId}
          type="checkbox"
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...rest}
        />
        <label htmlFor={ids.inputId} className={styles.label}>
          {label}
        </label>
      </div>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
});
