import { useEffect, useState, type FormEvent } from 'react';
import { KeyRound, MailCheck, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { UserSettings } from '@contracts/owners';
import { roleLabels } from '@contracts/roles';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Button, ButtonLink } from '@/components/button';
import { CalendarFeed } from '@/components/calendar/calendar-feed';
import { Card } from '@/components/card';
import { Checkbox } from '@/components/checkbox';
import { Page } from '@/components/container';
import { OneLine } from '@/components/one-line';
import { loadFailureTexts, QueryFailure } from '@/components/query-state';
import { PageHeader } from '@/components/page-header';
import { PageTitle } from '@/components/page-title';
import { Radio, RadioGroup } from '@/components/radio-group';
import { Skeleton } from '@/components/skeleton';
import { useSession } from '@/lib/session';
import { useResendVerification } from '@/features/account/api/resend-verification';
import { useSaveUserSettings, useUserSettings } from '@/features/account/api/user-settings';
import { DeleteAccountDialog } from '@/features/account/components/delete-account-dialog';
import facts from '@/components/description-list.module.css';
import styles from './settings-route.module.css';

/** docs/product.md#messages-and-timings: the settings message clears after 3 seconds. */
export const SETTINGS_MESSAGE_MS = 3000;

/**
 * What profile visibility changes: the name on the owner's reviews. "Friends only" (the API's third value) names
 * nobody either, as Petnest has no friends list, so the screen shows it as Private
 * (docs/decisions/0112-settings-that-act.md).
 */
const visibilityChoices = [
  { value: 'public', label: 'Public', description: 'Your reviews show your first name and initial.' },
  { value: 'private', label: 'Private', description: 'Your reviews show "Petnest customer".' },
] as const;
const shownVisibility = (visibility: UserSettings['profileVisibility']) =>
  visibility === 'public' ? 'public' : 'private';

/**
 * The notification settings, each a checkbox, in the order shown. Marketing emails and two-factor sign-in are kept
 * by the API but not shown: Petnest sends no marketing mail and has no second sign-in step yet.
 */
const notificationSettings = [
  { key: 'emailNotifications', label: 'Email notifications' },
  {
    key: 'smsNotifications',
    label: 'SMS notifications',
    hint: 'Texts about your bookings to the phone number on your profile.',
  },
  { key: 'bookingReminders', label: 'Booking reminders' },
] as const satisfies readonly { key: keyof UserSettings; label: string; hint?: string }[];

/** /settings: the account, notification and privacy settings saved on the user, and the Danger Zone. */
export function SettingsRoute() {
  const { user, role } = useSession();
  const settings = useUserSettings();
  const [deleteOpen, setDeleteOpen] = useState(false);

  return (
    <Page size="narrow">
      <PageTitle title="Settings" />
      <PageHeader title="Settings" description="Your account, notifications and privacy." />
      <div className={styles.stack}>
        <AccountCard
          email={user?.email ?? ''}
          verified={user?.emailVerified ?? false}
          accountType={role ? roleLabels[role] : 'Not set'}
        />

        {settings.isPending ? (
          <Card padding="lg" aria-busy="true">
            <span className="visually-hidden" role="status">
              Loading your settings
            </span>
            <div className={styles.skeletons}>
              {Array.from({ length: 5 }, (_, index) => (
                <Skeleton key={index} height={28} />
              ))}
            </div>
          </Card>
        ) : settings.isError ? (
          <QueryFailure query={settings} {...loadFailureTexts('settings')} />
        ) : (
          <SettingsForm initial={settings.data} />
        )}

        {role === 'pet_owner' || role === 'pet_company' ? (
          <Card as="section" padding="lg" aria-labelledby="calendar-title">
            <h2 id="calendar-title" className={styles.title}>
              Calendar feed
            </h2>
            <p className={styles.text}>
              {role === 'pet_owner'
                ? 'Your upcoming bookings in your own calendar, updated as they change.'
                : 'Your company’s upcoming bookings in your own calendar, updated as they change. Each team member’s feed is under Employees.'}
            </p>
            <CalendarFeed />
          </Card>
        ) : null}

        <Card as="section" padding="lg" aria-labelledby="password-title">
          <h2 id="password-title" className={styles.title}>
            Password
          </h2>
          <p className={styles.text}>We will email you a link to choose a new password.</p>
          <ButtonLink to="/forgot-password" variant="secondary" icon={<KeyRound />}>
            Reset Password
          </ButtonLink>
        </Card>

        <section className={styles.danger} aria-labelledby="danger-title">
          <h2 id="danger-title" className={styles.dangerTitle}>
            <TriangleAlert size={20} aria-hidden="true" />
            Danger Zone
          </h2>
          {role === 'pet_owner' ? (
            <>
              <p className={styles.text}>
                Deleting your account removes your pets, photos and personal details for good.
              </p>
              <Button variant="danger" onClick={() => setDeleteOpen(true)}>
                Delete Account
              </Button>
              <DeleteAccountDialog open={deleteOpen} onClose={() => setDeleteOpen(false)} />
            </>
          ) : (
            <p className={styles.text}>
              Company and administrator accounts are closed by Petnest support. Please{' '}
              <Link to="/contact">contact us</Link> to close this account.
            </p>
          )}
        </section>
      </div>
    </Page>
  );
}

function AccountCard({ email, verified, accountType }: { email: string; verified: boolean; accountType: string }) {
  const resend = useResendVerification();
  return (
    <Card as="section" padding="lg" aria-labelledby="account-title">
      <h2 id="account-title" className={styles.title}>
        Account
      </h2>
      <dl className={facts.list}>
        <div>
          <dt>Email</dt>
          <dd className={styles.emailLine}>
            <OneLine>{email}</OneLine>
            {verified ? <Badge tone="success">Verified</Badge> : <Badge tone="warning">Not verified</Badge>}
          </dd>
        </div>
        <div>
          <dt>Account type</dt>
          <dd>{accountType}</dd>
        </div>
      </dl>
      <div className={styles.resend}>
        <Button
          variant="secondary"
          size="sm"
          icon={<MailCheck />}
          loading={resend.isPending}
          onClick={() => resend.mutate()}
        >
          Resend Verification
        </Button>
        {resend.isSuccess ? <Alert tone="success">Verification email sent!</Alert> : null}
        {resend.isError ? <Alert tone="danger">Failed to send verification email.</Alert> : null}
      </div>
    </Card>
  );
}

function SettingsForm({ initial }: { initial: UserSettings }) {
  const save = useSaveUserSettings();
  const [values, setValues] = useState<UserSettings>(initial);
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const set = <K extends keyof UserSettings>(key: K, value: UserSettings[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  useEffect(() => {
    if (!message) return undefined;
    const timer = window.setTimeout(() => setMessage(null), SETTINGS_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(values, {
      onSuccess: (result) => setMessage({ tone: 'success', text: result.message ?? 'Settings saved successfully!' }),
      onError: () => setMessage({ tone: 'danger', text: 'Failed to save settings. Please try again.' }),
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Settings" className={styles.stack}>
      <Card as="section" padding="lg" aria-labelledby="notifications-title">
        <h2 id="notifications-title" className={styles.title}>
          Notifications
        </h2>
        <div className={styles.options}>
          {notificationSettings.map((setting) => (
            <Checkbox
              key={setting.key}
              label={setting.label}
              hint={'hint' in setting ? setting.hint : undefined}
              checked={values[setting.key]}
              onChange={(event) => set(setting.key, event.target.checked)}
            />
          ))}
        </div>
      </Card>

      <Card as="section" padding="lg" aria-labelledby="privacy-title">
        <h2 id="privacy-title" className={styles.title}>
          Privacy
        </h2>
        <div className={styles.options}>
          <RadioGroup legend="Profile visibility">
            {visibilityChoices.map((choice) => (
              <Radio
                key={choice.value}
                name="profileVisibility"
                value={choice.value}
                label={choice.label}
                description={choice.description}
                checked={shownVisibility(values.profileVisibility) === choice.value}
                onChange={() => set('profileVisibility', choice.value)}
              />
            ))}
          </RadioGroup>
        </div>
      </Card>

      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}
