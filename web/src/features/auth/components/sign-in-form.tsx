import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { landingRouteForRole } from '@contracts/roles';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { bookingIntentPath, readBookingIntent } from '@/components/booking/booking-intent';
import { Checkbox } from '@/components/checkbox';
import { EmailField, CurrentPasswordField } from './credential-fields';
import { authErrorMessage } from '@/features/auth/api/auth-error-messages';
import {
  RoleSetupError,
  signInInputSchema,
  useResendVerification,
  useSignIn,
  type SignInFormValues,
  type SignInInput,
} from '@/features/auth/api/sign-in';
import { bindFields } from '@/lib/bind-fields';
import styles from './auth-form.module.css';

/**
 * Demo accounts exist only on the emulators, and only builds against them (npm start, npm test) set the Auth
 * emulator URL. Vite inlines it at build time, so in a production build the condition is constant and the bundler
 * drops the import: neither the buttons nor the demo password are in its bundle.
 */
const DemoAccounts = import.meta.env.VITE_AUTH_EMULATOR_URL ? lazy(() => import('./demo-accounts')) : null;

function signInErrorText(error: unknown): string {
  return error instanceof RoleSetupError ? error.message : authErrorMessage('signIn', error);
}

export function SignInForm() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const resend = useResendVerification();
  const [unverified, setUnverified] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    clearErrors,
    formState: { errors },
  } = useForm<SignInFormValues, unknown, SignInInput>({
    resolver: zodResolver(signInInputSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const field = bindFields(register, errors);

  const onSubmit = handleSubmit((values) => {
    setUnverified(false);
    resend.reset();
    signIn.mutate(values, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'unverified') {
          setUnverified(true);
          return;
        }
        // An owner who pressed Book Now signed out goes back to that service, its dialog open.
        const intent = (outcome.role ?? 'pet_owner') === 'pet_owner' ? readBookingIntent() : null;
        void navigate(intent ? bookingIntentPath(intent) : landingRouteForRole(outcome.role ?? undefined), {
          replace: true,
        });
      },
    });
  });

  function fillDemo(email: string, password: string) {
    setValue('email', email);
    setValue('password', password);
    clearErrors();
  }

  function resendVerification() {
    const { email, password } = getValues();
    resend.mutate({ email: email.trim(), password });
  }

  return (
    <div className={styles.form}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Sign in">
        {signIn.isError ? <Alert tone="danger">{signInErrorText(signIn.error)}</Alert> : null}
        {unverified ? (
          <Alert
            tone="warning"
            title="Please verify your email address before signing in."
            action={
              resend.isSuccess ? null : (
                <Button variant="secondary" size="sm" loading={resend.isPending} onClick={resendVerification}>
                  Resend verification email
                </Button>
              )
            }
          >
            We sent you a link when you signed up. Open it, then sign in again.
            {resend.isSuccess ? <p>Verification email sent again! Please check your inbox.</p> : null}
            {resend.isError ? <p>Failed to resend verification email. Please try again.</p> : null}
          </Alert>
        ) : null}
        <EmailField {...field('email')} />
        <CurrentPasswordField {...field('password')} />
        <div className={styles.row}>
          <Checkbox label="Remember me" {...register('rememberMe')} />
          <Link to="/forgot-password" className={styles.smallLink}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" block loading={signIn.isPending}>
          {signIn.isPending ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>

      {DemoAccounts ? (
        <Suspense fallback={null}>
          <DemoAccounts onPick={fillDemo} />
        </Suspense>
      ) : null}
    </div>
  );
}
