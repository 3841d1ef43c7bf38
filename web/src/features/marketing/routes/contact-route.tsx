import { Briefcase, Clock, LifeBuoy, Mail, MapPin, Megaphone, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/card';
import { Page } from '@/components/container';
import { FeatureCard } from '@/components/feature-card';
import { PageHeader } from '@/components/page-header';
import { PageTitle } from '@/components/page-title';
import { contactDetails } from '@/features/marketing/components/contact-details';
import styles from './static-page.module.css';

/** Who to write to, by what the message is about. */
const teams = [
  {
    id: 'contact-owners',
    icon: <LifeBuoy size={24} />,
    title: 'Pet owners',
    text: (
      <>
        Help with bookings, pet profiles and your account. Many answers are already in our{' '}
        <Link to="/support">Support Center</Link>.
      </>
    ),
    email: contactDetails.supportEmail,
  },
  {
    id: 'contact-business',
    icon: <Briefcase size={24} />,
    title: 'Businesses',
    text: (
      <>
        Plans, trials, billing and getting your services listed. Compare plans on our{' '}
        <Link to="/pricing">pricing page</Link>.
      </>
    ),
    email: contactDetails.partnersEmail,
  },
  {
    id: 'contact-press',
    icon: <Megaphone size={24} />,
    title: 'Press and partnerships',
    text: 'Stories, interviews and partnership ideas are always welcome.',
    email: contactDetails.pressEmail,
  },
] as const;

export function ContactRoute() {
  return (
    <Page>
      <PageTitle title="Contact" />
      <PageHeader
        eyebrow="Contact"
        title="We are here to help"
        description="Questions about a booking, your business account or working with us? Reach the right team below."
      />
      <div className={`${styles.cardGrid} ${styles.three}`}>
        {teams.map((team) => (
          <FeatureCard
            key={team.id}
            as="section"
            icon={team.icon}
            title={team.title}
            headingLevel="h2"
            titleId={team.id}
          >
            <p>{team.text}</p>
            <p>
              <a href={`mailto:${team.email}`}>{team.email}</a>
            </p>
          </FeatureCard>
        ))}
      </div>
      <Card as="section" aria-labelledby="contact-office" className={styles.spaced}>
        <div>
          <h2 id="contact-office" className={styles.cardTitle}>
            Phone and office
          </h2>
          <ul className={`${styles.contactList} ${styles.listSpaced}`}>
            <li>
              <Phone size={18} aria-hidden="true" />
              <span>
                Phone: <a href={`tel:${contactDetails.phone.replace(/[^+\d]/g, '')}`}>{contactDetails.phone}</a>
              </span>
            </li>
            <li>
              <Clock size={18} aria-hidden="true" />
              <span>Hours: {contactDetails.hours}</span>
            </li>
            <li>
              <MapPin size={18} aria-hidden="true" />
              <span>{contactDetails.address}</span>
            </li>
            <li>
              <Mail size={18} aria-hidden="true" />
              <span>We answer every email within one business day.</span>
            </li>
          </ul>
        </div>
      </Card>
    </Page>
  );
}
