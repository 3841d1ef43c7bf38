import { Page } from '@/components/container';
import { PageHeader } from '@/components/page-header';
import { PageTitle } from '@/components/page-title';
import { Prose } from '@/components/prose';
import { formatDate } from '@/lib/format';
import { contactDetails } from '@/features/marketing/components/contact-details';
import styles from './static-page.module.css';

const LAST_UPDATED = new Date(2026, 10, 1);

export function PrivacyPolicyRoute() {
  return (
    <Page size="narrow">
      <PageTitle title="Privacy Policy" />
      <PageHeader
        eyebrow="Legal"
        title="Privacy Policy"
        description="How Petnest collects, uses and protects your information."
      />
      <Prose>
        <p className={styles.updated}>Last updated: {formatDate(LAST_UPDATED)}</p>
        <p>
          This policy explains what personal information Petnest, Inc. (&ldquo;Petnest&rdquo;, &ldquo;we&rdquo;)
          collects when you use our website and services, why we collect it, and the choices you have.
        </p>
        <h2>1. Information we collect</h2>
        <ul>
          <li>
            <strong>Account information:</strong> your name, email address, password (stored only as a secure hash by
            our identity provider) and account type.
          </li>
          <li>
            <strong>Profile information:</strong> phone number, address, emergency contact and preferences you choose to
            add.
          </li>
          <li>
            <strong>Pet information:</strong> names, types, breeds, ages, photos and care notes of your pets.
          </li>
          <li>
            <strong>Business information</strong> for providers: business name, address, hours, services, employees and
            customer records.
          </li>
          <li>
            <strong>Bookings and reviews:</strong> services booked, dates, notes, status changes and reviews.
          </li>
          <li>
            <strong>Waitlist sign-ups:</strong> the email address and optional phone number you give us.
          </li>
          <li>
            <strong>Technical data:</strong> log data such as request times and errors, used to keep the service secure.
          </li>
        </ul>
        <h2>2. How we use it</h2>
        <ul>
          <li>To run the marketplace: show services, create bookings and let providers manage them.</li>
          <li>To keep accounts secure: email verification, password resets and fraud prevention.</li>
          <li>To communicate with you about bookings, your account and, if you joined a waitlist, product launches.</li>
          <li>To improve Petnest using aggregated, non-identifying statistics.</li>
        </ul>
        <h2>3. Who can see your information</h2>
        <p>
          Providers see the details of bookings made with them, including the pet&apos;s profile. Public business
          profiles and services are visible to everyone. We never sell personal information. We share data with service
          providers who host and operate Petnest for us, under contracts that protect it.
        </p>
        <h2>4. How long we keep it</h2>
        <p>
          We keep your information while your account is active. When you delete your account we remove or anonymise
          your personal information within 30 days, unless the law requires us to keep it longer (for example billing
          records).
        </p>
        <h2>5. Your choices and rights</h2>
        <ul>
          <li>Access and correct your information in your profile and settings.</li>
          <li>Ask for a copy of your data or for its deletion by emailing us.</li>
          <li>Unsubscribe from non-essential emails at any time.</li>
        </ul>
        <h2>6. Security</h2>
        <p>
          Data is encrypted in transit, access is limited by role, and every administrative change is recorded. No
          system is perfectly secure; please use a strong, unique password.
        </p>
        <h2>7. Children</h2>
        <p>Petnest is not directed at children under 16, and we do not knowingly collect their information.</p>
        <h2>8. Contact</h2>
        <p>
          Questions about privacy? Email{' '}
          <a href={`mailto:${contactDetails.privacyEmail}`}>{contactDetails.privacyEmail}</a> or write to{' '}
          {contactDetails.address}.
        </p>
      </Prose>
    </Page>
  );
}
