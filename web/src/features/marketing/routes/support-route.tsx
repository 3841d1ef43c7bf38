import { BookOpen, CreditCard, PawPrint, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/button';
import { Card } from '@/components/card';
import { Page } from '@/components/container';
import { PageHeader } from '@/components/page-header';
import { PageTitle } from '@/components/page-title';
import { Prose } from '@/components/prose';
import { Tabs } from '@/components/tabs';
import { contactDetails } from '@/features/marketing/components/contact-details';
import styles from './static-page.module.css';

function TopicLabel({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 'var(--space-2)' }}>
      <span aria-hidden="true">{icon}</span>
      {children}
    </span>
  );
}

/** The four topics of docs/product.md#pages-and-routes. */
const topics = [
  {
    id: 'booking',
    label: <TopicLabel icon={<BookOpen size={18} />}>How to book</TopicLabel>,
    content: (
      <Prose>
        <h2>How to book a service</h2>
        <ol>
          <li>
            <strong>Create an account</strong> as a Pet Owner and verify your email address with the link we send you.
          </li>
          <li>
            <strong>Add your pet</strong> in your dashboard. A booking always needs a pet, so this comes first.
          </li>
          <li>
            <strong>Find a service</strong> in the <Link to="/marketplace">Marketplace</Link>. Filter by category, pet
            type and minimum rating, or sort by price and rating.
          </li>
          <li>
            <strong>Press Book Now</strong>, pick your pet, a date (from tomorrow on) and one of the half-hour slots
            between 9:00 AM and 5:30 PM. Add notes or special requirements if your pet needs anything.
          </li>
          <li>
            <strong>Wait for confirmation.</strong> New bookings are pending until the provider confirms them; you can
            follow their status in your dashboard.
          </li>
        </ol>
        <h3>Changing or cancelling</h3>
        <p>
          You can cancel a pending or confirmed booking from your dashboard up to 24 hours before it starts. For later
          changes, please contact the provider directly.
        </p>
      </Prose>
    ),
  },
  {
    id: 'pets',
    label: <TopicLabel icon={<PawPrint size={18} />}>Pet profile</TopicLabel>,
    content: (
      <Prose>
        <h2>Your pet profiles</h2>
        <p>
          A pet profile tells a provider who they are caring for. Add one for each pet from your dashboard: name, type
          (dog, cat, bird, rabbit, fish, reptile or other), breed, age and a photo.
        </p>
        <h3>What to include</h3>
        <ul>
          <li>Medical notes, allergies and medication, so groomers and sitters can take care.</li>
          <li>Temperament: is your dog nervous around other dogs, does your cat dislike being held?</li>
          <li>Up to five photos (JPEG, PNG or WebP, up to 5 MB each).</li>
        </ul>
        <p>Only you, providers you have booked with and the Petnest team can see your pets&apos; details.</p>
      </Prose>
    ),
  },
  {
    id: 'billing',
    label: <TopicLabel icon={<CreditCard size={18} />}>Payment and billing</TopicLabel>,
    content: (
      <Prose>
        <h2>Payment and billing</h2>
        <h3>For pet owners</h3>
        <p>
          Using Petnest is free for pet owners. Each service shows its price in US dollars; you pay the provider for the
          service itself as agreed with them.
        </p>
        <h3>For businesses</h3>
        <p>
          Business plans (Starter, Professional and Enterprise) are billed monthly or yearly; yearly billing saves about
          17%. Every plan starts with a 7-day free trial, no credit card required. See all details on the{' '}
          <Link to="/pricing">pricing page</Link>.
        </p>
        <p>
          If you cancel, you keep access until the end of the period you paid for. Questions about an invoice? Write to{' '}
          <a href={`mailto:${contactDetails.partnersEmail}`}>{contactDetails.partnersEmail}</a>.
        </p>
      </Prose>
    ),
  },
  {
    id: 'providers',
    label: <TopicLabel icon={<ShieldCheck size={18} />}>Provider guidelines</TopicLabel>,
    content: (
      <Prose>
        <h2>Provider guidelines</h2>
        <p>Pet owners trust Petnest because every provider follows the same few rules:</p>
        <ul>
          <li>
            <strong>A complete, honest profile:</strong> business name, address, city, description and business hours.
            Complete profiles are verified and listed in the marketplace.
          </li>
          <li>
            <strong>Accurate services:</strong> clear descriptions, prices, durations and the pet types you accept.
          </li>
          <li>
            <strong>Respond promptly:</strong> confirm or decline new bookings quickly and keep their status up to date.
          </li>
          <li>
            <strong>Animal welfare first:</strong> never accept a booking you cannot handle safely.
          </li>
          <li>
            <strong>Fair reviews:</strong> reviews come only from completed bookings; do not ask for or post fake ones.
          </li>
        </ul>
        <p>Providers who break these rules may be suspended from the marketplace.</p>
      </Prose>
    ),
  },
];

export function SupportRoute() {
  return (
    <Page>
      <PageTitle title="Support Center" />
      <PageHeader
        eyebrow="Support Center"
        title="How can we help?"
        description="Answers to the most common questions from pet owners and providers."
      />
      <Tabs label="Support topics" items={topics} />
      <Card as="section" aria-labelledby="support-contact-title" className={styles.spaced}>
        <h2 id="support-contact-title" className={styles.cardTitle}>
          Still need help?
        </h2>
        <p className={styles.cardText}>
          Our team answers every message within one business day:{' '}
          <a href={`mailto:${contactDetails.supportEmail}`}>{contactDetails.supportEmail}</a>
        </p>
        <div className={styles.listSpaced}>
          <ButtonLink to="/contact" variant="secondary">
            Contact us
          </ButtonLink>
        </div>
      </Card>
    </Page>
  );
}
