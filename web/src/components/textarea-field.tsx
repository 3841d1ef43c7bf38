import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { Field, fieldStyles, useFieldIds } from '@/components/form-field';

export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, hint, error, id, className, ...rest },
  ref,
) {
  const ids = useFieldIds(id, hint, error);
  return (
    <Field label={label} hint={hint} error={error} ids={ids}>
      <textarea
        ref={ref}
        id={ids.inputId}
        className={[fieldStyles.control, fieldStyles.textarea, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      />
    </Field>
  );
});
