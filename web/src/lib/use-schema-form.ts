import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { bindFields } from '@/lib/bind-fields';

/**
 * A react-hook-form form checked by a zod schema (the contracts' schemas, as the server checks them), with its
 * errors and the `field` binder of bindFields at hand.
 */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'>,
) {
  const form = useForm<Input, unknown, Output>({ ...options, resolver: zodResolver(schema) });
  const { errors } = form.formState;
  return { ...form, errors, field: bindFields(form.register, errors) };
}
