import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { Field, fieldStyles, useFieldIds } from '@/components/form-field';

export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextareaField({ label, hint, error, id, className, ref, ...rest }: TextareaFieldProps) {
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
}
