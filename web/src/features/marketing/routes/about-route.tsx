import { HeartHandshake, ShieldCheck, Sparkles } from 'lucide-react';
import { ButtonLink } from '@/components/button';
import { Page } from '@/components/container';
import { FeatureCard } from '@/components/feature-card';
import { PageHeader } from '@/components/page-header';
import { PageTitle } from '@/components/page-title';
import { Prose } from '@/components/prose';
import styles from './static-page.module.css';

const values = [
  {
    icon: <ShieldCheck size={24} />,
    title: 'Trust first',
    text: 'Providers complete a full business profile before they are listed, and reviews come only from completed bookings.',
  },
  {
    icon: <HeartHandshake size={24} />,
    title: 'Care for both sides',
    text: 'Owners get clarity and peace of mind; providers get tools that save them hours every week.',
  },
  {
    icon: <Sparkles size={24} />,
    title: 'Calm and simple',
    text: 'Booking pet care should take minutes, not phone calls. We remove every step we can.',
  },
] as const;

export function AboutRoute() {
  return (
    <Page>
      <PageTitle title="About" />
      <PageHeader
        eyebrow="About Petnest"
        title="Connecting pet owners with trusted service providers"
        description="Petnest is a marketplace for pet care and a management suite for the businesses that provide it."
      />
      <div className={styles.twoColumns}>
        <Prose>
          <h2>Why we started</h2>
          <p>
            Finding a groomer, a sitter or a vet you trust usually means asking around, calling during opening hours and
            hoping for a free slot. For the businesses on the other end, bookings arrive by phone, text and email, and
            notes live on paper. Petnest brings both sides together in one place.
          </p>
          <h2>What we do</h2>
          <ul>
            <li>
              <strong>For pet owners:</strong> browse services by category, pet type, rating and price; keep profiles
              for each of your pets; book a time online and review the visit afterwards.
            </li>
            <li>
              <strong>For pet businesses:</strong> a public profile and service list, appointments, employees, customers
              and analytics, with a 7-day free trial on every plan.
            </li>
            <li>
              <strong>For the community:</strong> a platform team that verifies providers and keeps the marketplace
              safe.
            </li>
          </ul>
          <h2>Where we are</h2>
          <p>
            Today Petnest connects more than 10,000 happy pets with over 500 providers in more than 50 cities, with an
            average rating of 4.8. Our mobile app is coming soon.
          </p>
        </Prose>
        <aside className={styles.sideCards} aria-label="Our values">
          {values.map((value) => (
            <FeatureCard key={value.title} icon={value.icon} title={value.title} headingLevel="h2">
              <p>{value.text}</p>
            </FeatureCard>
          ))}
        </aside>
      </div>
      <div className={styles.ctaRow}>
        <ButtonLink to="/marketplace">Browse Services</ButtonLink>
        <ButtonLink to="/petnest-business" variant="secondary">
          Petnest for Business
        </ButtonLink>
      </div>
    </Page>
  );
}
