import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldError, FieldHint, useFieldIds } from '@/components/form-field';
import styles from './choice.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, hint, error, id, ref, ...rest }: CheckboxProps) {
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
}
