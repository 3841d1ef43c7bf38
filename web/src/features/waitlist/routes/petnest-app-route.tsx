import { BellRing, CalendarCheck, MapPin, PawPrint } from 'lucide-react';
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { Container } from '@/components/container';
import { PageTitle } from '@/components/page-title';
import { StoreButtons } from '@/components/store-buttons';
import { WaitlistForm } from '@/features/waitlist/components/waitlist-form';
import hero from '@/components/hero.module.css';
import styles from './petnest-app-route.module.css';

const appFeatures = [
  {
    icon: <CalendarCheck size={22} />,
    title: 'Book in a few taps',
    text: 'Find a groomer, walker or vet nearby and pick a time that suits you.',
  },
  {
    icon: <BellRing size={22} />,
    title: 'Reminders that help',
    text: 'Appointment reminders and updates from your provider, right on your phone.',
  },
  {
    icon: <PawPrint size={22} />,
    title: 'Every pet in your pocket',
    text: 'Breed, age, vaccinations and care notes, ready to share with a provider.',
  },
  {
    icon: <MapPin size={22} />,
    title: 'Care wherever you are',
    text: 'Travelling? Discover trusted providers in 50+ cities.',
  },
] as const;

/** /petnest-app: the mobile-app waitlist (docs/product.md#waitlist). */
export function PetnestAppRoute() {
  return (
    <div className={styles.page}>
      <PageTitle title="Petnest mobile app" />
      <Container>
        <div className={styles.hero}>
          <div className={styles.intro}>
            <Badge tone="accent">Coming Soon</Badge>
            <h1 className={styles.title}>Petnest in your pocket</h1>
            <p className={hero.lead}>
              Our mobile app for iPhone and Android is on its way. Join the waitlist and we will tell you the moment it
              is ready to download.
            </p>
            <ul className={styles.features}>
              {appFeatures.map((feature) => (
                <li key={feature.title}>
                  <span className={styles.featureIcon} aria-hidden="true">
                    {feature.icon}
                  </span>
                  <span>
                    <strong>{feature.title}</strong>
                    <span className={styles.featureText}>{feature.text}</span>
                  </span>
                </li>
              ))}
            </ul>
            <div className={styles.stores}>
              <p className={styles.storesLabel}>Coming Soon to the App Store and Google Play</p>
              <StoreButtons />
            </div>
          </div>
          <Card as="section" padding="lg" elevated aria-labelledby="waitlist-title" className={styles.formCard}>
            <h2 id="waitlist-title" className={styles.formTitle}>
              Join the waitlist
            </h2>
            <p className={styles.formText}>Be among the first to try the Petnest app.</p>
            <WaitlistForm />
          </Card>
        </div>
      </Container>
    </div>
  );
}
