import { useSearchParams } from 'react-router';
import { Alert } from '@/components/alert';
import { ButtonLink } from '@/components/button';
import { Page } from '@/components/container';
import { PageHeader } from '@/components/page-header';
import { PageTitle } from '@/components/page-title';
import { OwnerProfilePanel } from '@/components/owner-profile/owner-profile-form';
import { PetManager } from '@/components/pets/pet-manager';
import { Tabs } from '@/components/tabs';
import { useSession } from '@/lib/session';
import { AccountSummary } from '@/features/account/components/account-summary';
import { BookingHistory } from '@/features/account/components/booking-history';
import styles from './profile-route.module.css';

const profileTabs = ['profile', 'pets', 'bookings'] as const;

/** /profile: the pet owner's profile, pets and booking history (docs/product.md#profile-and-settings); other roles see their account. */
export function ProfileRoute() {
  const { role } = useSession();
  const [searchParams] = useSearchParams();
  const isOwner = role === 'pet_owner' || role === 'superadmin';

  if (!isOwner) {
    return (
      <Page size="narrow">
        <PageTitle title="Profile" />
        <PageHeader eyebrow="Account overview" title="Profile" description="The details of your Petnest account." />
        <div className={styles.stack}>
          <AccountSummary />
          {role === 'pet_company' ? (
            <Alert
              tone="info"
              title="Your business profile"
              action={
                <ButtonLink to="/company/dashboard" size="sm" variant="secondary">
                  Company Dashboard
                </ButtonLink>
              }
            >
              Your company&apos;s public profile, services and photos are managed in the company dashboard.
            </Alert>
          ) : null}
        </div>
      </Page>
    );
  }

  const requested = searchParams.get('tab');
  const defaultTab = profileTabs.find((tab) => tab === requested) ?? 'profile';
  return (
    <Page size="narrow">
      <PageTitle title="Profile" />
      <PageHeader title="My Profile" description="Your details, your pets and your bookings in one place." />
      <Tabs
        label="Profile sections"
        defaultTab={defaultTab}
        items={[
          { id: 'profile', label: 'My Profile', content: <OwnerProfilePanel /> },
          { id: 'pets', label: 'My Pets', content: <PetManager /> },
          { id: 'bookings', label: 'Booking History', content: <BookingHistory /> },
        ]}
      />
    </Page>
  );
}
