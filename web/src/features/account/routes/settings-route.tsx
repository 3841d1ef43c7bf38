import { KeyRound } from 'lucide-react';
import { ButtonLink } from '@/components/button';
import { Card } from '@/components/card';
import { Page } from '@/components/container';
import { PageHeader } from '@/components/page-header';
import { PageTitle } from '@/components/page-title';
import { AccountSummary } from '@/features/account/components/account-summary';
import styles from './settings-route.module.css';

/** /settings: for now the account and a way to change the password (document 3 adds the settings). */
export function SettingsRoute() {
  return (
    <Page size="narrow">
      <PageTitle title="Settings" />
      <PageHeader eyebrow="Account overview" title="Settings" description="Your sign-in details. More settings are coming soon." />
      <div className={styles.stack}>
        <AccountSummary />
        <Card as="section" padding="lg" aria-labelledby="password-title">
          <h2 id="password-title" className={styles.title}>
            Password
          </h2>
          <p className={styles.text}>We will email you a link to choose a new password.</p>
          <ButtonLink to="/forgot-password" variant="secondary" icon={<KeyRound size={18} aria-hidden="true" />}>
            Reset Password
          </ButtonLink>
        </Card>
      </div>
    </Page>
  );
}
