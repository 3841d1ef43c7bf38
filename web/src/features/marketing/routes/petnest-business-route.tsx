import { CalendarCheck, ChartColumn, Store, Users, Scissors, Target } from 'lucide-react';
import { ButtonLink } from '@/components/button';
import { Container } from '@/components/container';
import { FeatureCard } from '@/components/feature-card';
import { PageBand } from '@/components/page-band';
import { PageTitle } from '@/components/page-title';
import hero from '@/components/hero.module.css';
import styles from './petnest-business-route.module.css';

const benefits = [
  {
    icon: <Store size={24} />,
    title: 'A storefront in the marketplace',
    text: 'Your profile, photos, services and reviews in front of pet owners searching nearby.',
  },
  {
    icon: <CalendarCheck size={24} />,
    title: 'Bookings without the phone calls',
    text: 'Requests arrive in one list; confirm, assign a team member and mark them done.',
  },
  {
    icon: <Users size={24} />,
    title: 'Team and customers',
    text: 'Employees with their roles, and a customer list built from every booking.',
  },
  {
    icon: <ChartColumn size={24} />,
    title: 'Analytics',
    text: 'Revenue, bookings and your most popular services, month by month.',
  },
] as const;

const audiences = [
  { icon: <Scissors size={20} />, label: 'Groomers' },
  { icon: <Target size={20} />, label: 'Trainers' },
  { icon: <Users size={20} />, label: 'Walkers and sitters' },
  { icon: <Store size={20} />, label: 'Boarding and daycare' },
] as const;

/** /petnest-business: the business offering, with links to sign-up, pricing and the marketplace (docs/product.md#pages-and-routes). */
export function PetnestBusinessRoute() {
  return (
    <>
      <PageTitle title="Petnest Business" />
      <section className={styles.hero} aria-labelledby="business-title">
        <Container>
          <div className={styles.heroInner}>
            <p className={styles.eyebrow}>Petnest Business</p>
            <h1 id="business-title" className={styles.title}>
              Everything your pet care business needs, in one place
            </h1>
            <p className={styles.lead}>
              Get discovered by pet owners, take bookings online and run your team, customers and analytics from one
              dashboard. Start with a 7-day free trial, no credit card required.
            </p>
            <div className={hero.actions}>
              <ButtonLink to="/signup?type=company" variant="accent" size="lg">
                Create a Business Account
              </ButtonLink>
              <ButtonLink to="/pricing" variant="secondary" size="lg">
                See Pricing
              </ButtonLink>
            </div>
            <ul className={styles.audiences} aria-label="Made for">
              {audiences.map((audience) => (
                <li key={audience.label}>
                  <span aria-hidden="true">{audience.icon}</span>
                  {audience.label}
                </li>
              ))}
            </ul>
          </div>
        </Container>
      </section>

      <PageBand id="benefits-title" title="Built for the way you work">
        <ul className={styles.grid}>
          {benefits.map((benefit) => (
            <li key={benefit.title}>
              <FeatureCard icon={benefit.icon} tone="accent" largeIcon title={benefit.title} headingLevel="h3">
                <p>{benefit.text}</p>
              </FeatureCard>
            </li>
          ))}
        </ul>
      </PageBand>

      <PageBand id="steps-title" title="Up and running in an afternoon">
        <ol className={styles.steps}>
          <li>
            <strong>Sign up as a Service Provider</strong> and verify your email.
          </li>
          <li>
            <strong>Pick a plan</strong> and start your free trial.
          </li>
          <li>
            <strong>Complete your profile</strong> and add your services; verified profiles appear in the marketplace.
          </li>
        </ol>
        <div className={styles.final}>
          <p>See how other providers present their services before you start.</p>
          <div className={hero.actions}>
            <ButtonLink to="/marketplace" variant="secondary">
              Visit the Marketplace
            </ButtonLink>
            <ButtonLink to="/signup">Get Started</ButtonLink>
          </div>
        </div>
      </PageBand>
    </>
  );
}
