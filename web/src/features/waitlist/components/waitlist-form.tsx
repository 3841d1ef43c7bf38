import { PartyPopper } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { TextField } from '@/components/text-field';
import { ApiError, apiErrorMessage } from '@/lib/api-client';
import { useJoinWaitlist, waitlistFormSchema } from '@/features/waitlist/api/join-waitlist';
import { useSchemaForm } from '@/lib/use-schema-form';
import styles from './waitlist-form.module.css';

/** docs/product.md#messages-and-timings: the waitlist's failure texts. */
function waitlistErrorText(error: unknown): string {
  if (error instanceof ApiError && error.isNetworkError) return 'Network error. Please try again.';
  return apiErrorMessage(error, 'Failed to join waitlist');
}

export function WaitlistForm() {
  const join = useJoinWaitlist();
  const [joined, setJoined] = useState(false);
  const { handleSubmit, reset, setError, field } = useSchemaForm(waitlistFormSchema, {
    defaultValues: { email: '', phone: '' },
  });

  const onSubmit = handleSubmit((values) => {
    join.mutate(
      { ...values, type: 'mobile_app' },
      {
        onSuccess: () => {
          setJoined(true);
          reset();
        },
        onError: (error) => {
          // The server names the fields it refused (400 VALIDATION_FAILED details).
          if (error instanceof ApiError && error.details) {
            for (const field of ['email', 'phone'] as const) {
              const message = error.details[field];
              if (message) setError(field, { message });
            }
          }
        },
      },
    );
  });

  return (
    <>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Join the waitlist">
        {join.isError ? <Alert tone="danger">{waitlistErrorText(join.error)}</Alert> : null}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          placeholder="you@example.com"
          {...field('email')}
        />
        <TextField
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          hint="We will only text you when the app launches."
          {...field('phone')}
        />
        <Button type="submit" variant="accent" size="lg" block loading={join.isPending}>
          {join.isPending ? 'Joining...' : 'Join Waitlist'}
        </Button>
      </form>
      <Dialog
        open={joined}
        onClose={() => setJoined(false)}
        icon={<PartyPopper size={28} aria-hidden="true" />}
        title="Successfully Joined!"
        description={
          <>
            <p>Thank you for joining the Petnest app waitlist!</p>
            <p>You&apos;ll be among the first to know when the mobile app is available for download.</p>
          </>
        }
        footer={<Button onClick={() => setJoined(false)}>Got it</Button>}
      />
    </>
  );
}
