import { Link } from 'react-router';
import { Page } from '@/components/container';
import { PageHeader } from '@/components/page-header';
import { PageTitle } from '@/components/page-title';
import { Prose } from '@/components/prose';
import { formatDate } from '@/lib/format';
import { contactDetails } from '@/features/marketing/components/contact-details';
import styles from './static-page.module.css';

const LAST_UPDATED = new Date(2026, 10, 1);

export function TermsOfServiceRoute() {
  return (
    <Page size="narrow">
      <PageTitle title="Terms of Service" />
      <PageHeader
        eyebrow="Legal"
        title="Terms of Service"
        description="The rules for using Petnest, for pet owners and providers alike."
      />
      <Prose>
        <p className={styles.updated}>Last updated: {formatDate(LAST_UPDATED)}</p>
        <p>
          These terms are an agreement between you and Petnest, Inc. By creating an account or using Petnest you accept
          them. Please also read our <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
        <h2>1. Accounts</h2>
        <ul>
          <li>You must give accurate information and verify your email address before your account is fully active.</li>
          <li>You are responsible for activity under your account; keep your password private.</li>
          <li>
            Choose the right account type: Pet Owner to book services, Service Provider to offer them. Your account type
            is set once; contact support to change it.
          </li>
        </ul>
        <h2>2. The marketplace</h2>
        <p>
          Petnest lists services offered by independent providers. Providers, not Petnest, perform the services and are
          responsible for them. A booking is a request until the provider confirms it.
        </p>
        <h2>3. Bookings and cancellations</h2>
        <ul>
          <li>Pet owners may cancel a pending or confirmed booking up to 24 hours before its start.</li>
          <li>Providers should confirm or decline bookings promptly and keep their status up to date.</li>
          <li>Reviews may be left once per completed booking and must reflect a genuine experience.</li>
        </ul>
        <h2>4. Plans for providers</h2>
        <ul>
          <li>Every plan starts with a 7-day free trial; no credit card is required to start it.</li>
          <li>
            Plans renew monthly or yearly until cancelled. After cancelling you keep access until the period ends.
          </li>
          <li>Each plan has limits for services, employees and monthly bookings, shown on the pricing page.</li>
        </ul>
        <h2>5. Acceptable use</h2>
        <p>
          Do not misuse Petnest: no false listings, fake reviews, harassment, attempts to access other people&apos;s
          data, or interference with the service. We may suspend accounts that break these rules.
        </p>
        <h2>6. Content</h2>
        <p>
          You keep ownership of the photos and text you upload and give Petnest permission to display them to run the
          service. Only upload content you have the right to share.
        </p>
        <h2>7. Liability</h2>
        <p>
          Petnest is provided &ldquo;as is&rdquo;. To the extent the law allows, Petnest is not liable for the services
          performed by providers or for indirect losses. Nothing in these terms limits rights you have under consumer
          law.
        </p>
        <h2>8. Changes</h2>
        <p>We may update these terms and will tell you by email or in the app before important changes take effect.</p>
        <h2>9. Contact</h2>
        <p>
          Questions about these terms? Email{' '}
          <a href={`mailto:${contactDetails.supportEmail}`}>{contactDetails.supportEmail}</a>.
        </p>
      </Prose>
    </Page>
  );
}
