import { useState } from 'react';
import { plans, FREE_TRIAL_DAYS, type BillingPeriod } from '@contracts/plans';
import { ButtonLink } from '@/components/button';
import { Page } from '@/components/container';
import { PageHeader } from '@/components/page-header';
import { PageTitle } from '@/components/page-title';
import { useSession } from '@/lib/session';
import { BillingToggle } from '@/features/pricing/components/billing-toggle';
import { PlanCard } from '@/features/pricing/components/plan-card';
import styles from './pricing-route.module.css';

const questions = [
  {
    q: 'How does the free trial work?',
    a: `Every plan starts with a ${FREE_TRIAL_DAYS}-day free trial with all of that plan's features. No credit card is required, and you choose whether to subscribe before the trial ends.`,
  },
  {
    q: 'Can I change plans later?',
    a: 'Yes. Move up when your team or bookings grow; your services, customers and history come with you.',
  },
  {
    q: 'What happens when I reach a limit?',
    a: 'We let you know when you reach 80% of a limit for services, employees or monthly bookings, so you can upgrade before anything is blocked.',
  },
  {
    q: 'Is Petnest free for pet owners?',
    a: 'Yes. Pet owners browse the marketplace, manage their pets and book services at no cost. Plans are for service providers.',
  },
] as const;

/** /pricing, also the CRM page of the menus (docs/product.md#pages-and-routes). */
export function PricingRoute() {
  const { user, role } = useSession();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');

  return (
    <Page>
      <PageTitle title="Pricing" />
      <PageHeader
        align="center"
        eyebrow="Petnest CRM for pet businesses"
        title="Simple, transparent pricing"
        description={`Bookings, staff, customers and analytics in one place. Every plan starts with a ${FREE_TRIAL_DAYS}-day free trial, no credit card required.`}
      />
      <BillingToggle period={period} onChange={setPeriod} />
      <div className={styles.plans}>
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} period={period} signedIn={user !== null} role={role} />
        ))}
      </div>

      <section className={styles.faq} aria-labelledby="pricing-faq-title">
        <h2 id="pricing-faq-title" className={styles.sectionTitle}>
          Frequently asked questions
        </h2>
        <dl className={styles.questions}>
          {questions.map((item) => (
            <div key={item.q} className={styles.question}>
              <dt>{item.q}</dt>
              <dd>{item.a}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={styles.cta} aria-labelledby="pricing-cta-title">
        <h2 id="pricing-cta-title" className={styles.sectionTitle}>
          Looking for pet care instead?
        </h2>
        <p>Browse trusted groomers, vets, sitters and trainers near you, or create a free account.</p>
        <div className={styles.ctaActions}>
          <ButtonLink to="/marketplace">Browse the Marketplace</ButtonLink>
          <ButtonLink to="/signup" variant="secondary">
            Create a free account
          </ButtonLink>
          <ButtonLink to="/pricing" variant="ghost" onClick={() => window.scrollTo({ top: 0 })}>
            Compare plans
          </ButtonLink>
        </div>
      </section>
    </Page>
  );
}
