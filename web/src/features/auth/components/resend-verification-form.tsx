import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { EmailField, CurrentPasswordField } from './credential-fields';
import { emailFieldSchema } from '@/features/auth/api/email-schema';
import { useResendVerification } from '@/features/auth/api/sign-in';
import { bindFields } from '@/lib/bind-fields';
import styles from './auth-form.module.css';

const resendSchema = z.object({ email: emailFieldSchema, password: z.string().min(1, 'Password is required') });
type ResendFormValues = z.input<typeof resendSchema>;
type ResendInput = z.output<typeof resendSchema>;

/**
 * Resend Email on the verification page. The visitor was signed out right after sign-up, and Firebase only sends
 * a verification email to a signed-in user, so we ask for the password once to sign in briefly.
 */
export function ResendVerificationForm({ email }: { email: string }) {
  const resend = useResendVerification();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResendFormValues, unknown, ResendInput>({
    resolver: zodResolver(resendSchema),
    defaultValues: { email, password: '' },
  });
  const field = bindFields(register, errors);

  const onSubmit = handleSubmit((values) => resend.mutate(values));

  return (
    <form className={styles.resend} onSubmit={onSubmit} noValidate aria-labelledby="resend-title">
      <h2 id="resend-title" className={styles.resendTitle}>
        Didn&apos;t get the email?
      </h2>
      <p className={styles.muted}>Check your spam folder, or enter your password and we will send it again.</p>
      {resend.isSuccess ? <Alert tone="success">Verification email sent again! Please check your inbox.</Alert> : null}
      {resend.isError ? <Alert tone="danger">Failed to resend verification email. Please try again.</Alert> : null}
      {email ? <input type="hidden" {...register('email')} /> : <EmailField {...field('email')} />}
      <CurrentPasswordField {...field('password')} />
      <Button type="submit" variant="secondary" block loading={resend.isPending}>
        Resend Email
      </Button>
    </form>
  );
}
