import type { ReactNode } from 'react';
import {
  Bath,
  Building2,
  CalendarCheck,
  ChartColumn,
  Dog,
  GraduationCap,
  Heart,
  Home as HomeIcon,
  Settings,
  ShieldCheck,
  Star,
  Stethoscope,
  Users,
  Briefcase,
  Footprints,
} from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/button';
import { Badge } from '@/components/badge';
import { Container } from '@/components/container';
import { PageBand } from '@/components/page-band';
import { PageTitle } from '@/components/page-title';
import { useSession } from '@/lib/session';
import { homeContentFor, type FeatureIcon } from '@/features/home/components/home-content';
import hero from '@/components/hero.module.css';
import styles from './home-route.module.css';

const featureIcons: Record<FeatureIcon, ReactNode> = {
  shield: <ShieldCheck size={24} />,
  calendar: <CalendarCheck size={24} />,
  heart: <Heart size={24} />,
  star: <Star size={24} />,
  users: <Users size={24} />,
  chart: <ChartColumn size={24} />,
  building: <Building2 size={24} />,
  settings: <Settings size={24} />,
  briefcase: <Briefcase size={24} />,
};

/** Marketing claims of docs/product.md#what-petnest-is: text only, not data-driven. */
const claims = [
  { value: '10,000+', label: 'Happy pets' },
  { value: '500+', label: 'Providers' },
  { value: '50+', label: 'Cities' },
  { value: '4.8', label: 'Average rating' },
] as const;

const categories = [
  { label: 'Grooming', icon: <Bath size={24} /> },
  { label: 'Veterinary', icon: <Stethoscope size={24} /> },
  { label: 'Boarding', icon: <HomeIcon size={24} /> },
  { label: 'Training', icon: <GraduationCap size={24} /> },
  { label: 'Walking', icon: <Footprints size={24} /> },
  { label: 'Pet Sitting', icon: <Dog size={24} /> },
] as const;

const seeAllServices = (
  <Link to="/marketplace" className={styles.moreLink}>
    See all services
  </Link>
);

const steps = [
  { title: 'Search', text: 'Browse services by category, pet type, rating and price.' },
  { title: 'Book', text: 'Choose your pet, a date and a half-hour slot that suits you.' },
  { title: 'Relax', text: 'The provider confirms, and you can review the visit afterwards.' },
] as const;

export function HomeRoute() {
  const { user, role } = useSession();
  const content = homeContentFor(user !== null, role);

  return (
    <>
      <PageTitle title="Trusted pet services" />
      <section className={styles.hero} aria-labelledby="home-title">
        <Container>
          <div className={styles.heroGrid}>
            <div className={styles.heroText}>
              <p className={styles.eyebrow}>{content.eyebrow}</p>
              <h1 id="home-title" className={styles.title}>
                {content.title}
              </h1>
              <p className={hero.lead}>{content.lead}</p>
              <div className={hero.actions}>
                <ButtonLink to={content.primary.to} variant="accent" size="lg">
                  {content.primary.label}
                </ButtonLink>
                <ButtonLink to={content.secondary.to} variant="secondary" size="lg">
                  {content.secondary.label}
                </ButtonLink>
              </div>
            </div>
            <HeroIllustration />
          </div>
        </Container>
      </section>

      <section className={styles.claims} aria-label="Petnest in numbers">
        <Container>
          <ul className={styles.claimList}>
            {claims.map((claim) => (
              <li key={claim.label}>
                <span className={styles.claimValue}>{claim.value}</span>
                <span className={styles.claimLabel}>{claim.label}</span>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <PageBand id="features-title" title={content.featuresTitle}>
        <ul className={styles.featureGrid}>
          {content.features.map((feature) => (
            <li key={feature.title} className={styles.featureCard}>
              <span className={styles.featureIcon} aria-hidden="true">
                {featureIcons[feature.icon]}
              </span>
              <h3 className={styles.featureTitle}>{feature.title}</h3>
              <p className={styles.featureText}>{feature.text}</p>
            </li>
          ))}
        </ul>
      </PageBand>

      <PageBand id="browse-title" title="Browse Services" tinted action={seeAllServices}>
        <ul className={styles.categoryGrid}>
          {categories.map((category) => (
            <li key={category.label}>
              <Link to="/marketplace" className={styles.category}>
                <span className={styles.categoryIcon} aria-hidden="true">
                  {category.icon}
                </span>
                {category.label}
              </Link>
            </li>
          ))}
        </ul>
      </PageBand>

      <PageBand id="steps-title" title="How it works">
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.featureTitle}>{step.title}</h3>
              <p className={styles.featureText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </PageBand>

      {role === 'pet_company' ? null : (
        <section className={styles.business} aria-labelledby="business-title">
          <Container>
            <div className={styles.businessInner}>
              <div>
                <h2 id="business-title" className={styles.businessTitle}>
                  Run a pet care business?
                </h2>
                <p className={styles.businessText}>
                  Reach new customers and manage bookings with Petnest Business. Start with a 7-day free trial.
                </p>
              </div>
              <ButtonLink to="/petnest-business" variant="accent" size="lg">
                Explore Petnest Business
              </ButtonLink>
            </div>
          </Container>
        </section>
      )}
    </>
  );
}

/** A booking card drawn in HTML: the hero picture works offline and scales with the text. */
function HeroIllustration() {
  return (
    <div className={styles.illustration} aria-hidden="true">
      <div className={styles.blob} />
      <div className={styles.mockCard}>
        <div className={styles.mockHead}>
          <span className={styles.mockAvatar}>
            <Bath size={22} />
          </span>
          <span>
            <span className={styles.mockTitle}>Full Groom &amp; Bath</span>
            <span className={styles.mockSub}>Happy Tails Grooming</span>
          </span>
        </div>
        <div className={styles.mockRow}>
          <CalendarCheck size={16} />
          <span>Tomorrow, 10:00 AM</span>
        </div>
        <div className={styles.mockRow}>
          <Dog size={16} />
          <span>Biscuit, Golden Retriever</span>
        </div>
        <div className={styles.mockFoot}>
          <Badge tone="confirmed">Confirmed</Badge>
          <span className={styles.mockPrice}>$65.00</span>
        </div>
      </div>
      <div className={styles.mockReview}>
        <span className={styles.stars}>
          <Star size={16} fill="currentColor" />
          <Star size={16} fill="currentColor" />
          <Star size={16} fill="currentColor" />
          <Star size={16} fill="currentColor" />
          <Star size={16} fill="currentColor" />
        </span>
        <span>&ldquo;Biscuit came home so happy!&rdquo;</span>
      </div>
    </div>
  );
}
