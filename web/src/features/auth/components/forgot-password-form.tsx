import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { EmailField } from './credential-fields';
import { authErrorMessage } from '@/features/auth/api/auth-error-messages';
import {
  resetPasswordInputSchema,
  useResetPassword,
  type ResetPasswordFormValues,
  type ResetPasswordInput,
} from '@/features/auth/api/reset-password';
import { bindFields } from '@/lib/bind-fields';
import styles from './auth-form.module.css';

export function ForgotPasswordForm() {
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordFormValues, unknown, ResetPasswordInput>({
    resolver: zodResolver(resetPasswordInputSchema),
    defaultValues: { email: '' },
  });
  const field = bindFields(register, errors);

  const onSubmit = handleSubmit((values) => reset.mutate(values));

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Reset password">
      {reset.isSuccess ? <Alert tone="success">Check your email for password reset instructions.</Alert> : null}
      {reset.isError ? <Alert tone="danger">{authErrorMessage('resetPassword', reset.error)}</Alert> : null}
      <EmailField {...field('email')} />
      <Button type="submit" size="lg" block loading={reset.isPending}>
        Send Reset Link
      </Button>
    </form>
  );
}
