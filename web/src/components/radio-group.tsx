import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError, FieldHint } from '@/components/form-field';
import fieldset from '@/components/fieldset.module.css';
import styles from './choice.module.css';

interface RadioGroupProps {
  legend: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Lay the options out as cards side by side (stacked on narrow screens). */
  variant?: 'list' | 'cards';
  children: ReactNode;
}

/** A fieldset with its legend: the group's name for assistive technology. */
export function RadioGroup({ legend, hint, error, variant = 'list', children }: RadioGroupProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className={fieldset.fieldset} aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <div className={variant === 'cards' ? styles.cards : styles.list}>{children}</div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}

export interface RadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
}

export const Radio = forwardRef<HTMLInputElement, RadioProps>(function Radio(
  { label, description, icon, id, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const titleId = `${inputId}-title`;
  const descriptionId = description ? `${inputId}-description` : undefined;
  // The name is the title alone; the description is read as the description, not as part of the name.
  return (
    <div className={styles.radioOption}>
      <input
        ref={ref}
        id={inputId}
        type="radio"
        className={styles.input}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        {...rest}
      />
      <label htmlFor={inputId} className={styles.radioLabel}>
        {icon ? <span className={styles.radioIcon}>{icon}</span> : null}
        <span className={styles.radioText}>
          <span id={titleId} className={styles.radioTitle}>
            {label}
          </span>
          {description ? (
            <span id={descriptionId} className={styles.radioDescription}>
              {description}
            </span>
          ) : null}
        </span>
      </label>
    </div>
  );
});
