import {
  get,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormRegister,
} from 'react-hook-form';

/**
 * The props a form control takes for one field of a react-hook-form form: its registration and its error message, so
 * a field is named once (`{...field('email')}`) and its message cannot be read from another field by mistake.
 */
export function bindFields<Values extends FieldValues>(register: UseFormRegister<Values>, errors: FieldErrors<Values>) {
  return <Name extends FieldPath<Values>>(name: Name, options?: RegisterOptions<Values, Name>) => ({
    ...register(name, options),
    error: (get(errors, name) as { message?: string } | undefined)?.message,
  });
}
