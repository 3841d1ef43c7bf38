import { Briefcase, Clock, LifeBuoy, Mail, MapPin, Megaphone, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/card';
import { Page } from '@/components/container';
import { PageHeader } from '@/components/page-header';
import { PageTitle } from '@/components/page-title';
import { contactDetails } from '@/features/marketing/components/contact-details';
import styles from './static-page.module.css';

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
        <Card as="section" aria-labelledby="contact-owners">
          <span className={styles.cardIcon} aria-hidden="true">
            <LifeBuoy size={24} />
          </span>
          <h2 id="contact-owners" className={styles.cardTitle}>
            Pet owners
          </h2>
          <p className={styles.cardText}>
            Help with bookings, pet profiles and your account. Many answers are already in our{' '}
            <Link to="/support">Support Center</Link>.
          </p>
          <p className={styles.cardText}>
            <a href={`mailto:${contactDetails.supportEmail}`}>{contactDetails.supportEmail}</a>
          </p>
        </Card>
        <Card as="section" aria-labelledby="contact-business">
          <span className={styles.cardIcon} aria-hidden="true">
            <Briefcase size={24} />
          </span>
          <h2 id="contact-business" className={styles.cardTitle}>
            Businesses
          </h2>
          <p className={styles.cardText}>
            Plans, trials, billing and getting your services listed. Compare plans on our{' '}
            <Link to="/pricing">pricing page</Link>.
          </p>
          <p className={styles.cardText}>
            <a href={`mailto:${contactDetails.partnersEmail}`}>{contactDetails.partnersEmail}</a>
          </p>
        </Card>
        <Card as="section" aria-labelledby="contact-press">
          <span className={styles.cardIcon} aria-hidden="true">
            <Megaphone size={24} />
          </span>
          <h2 id="contact-press" className={styles.cardTitle}>
            Press and partnerships
          </h2>
          <p className={styles.cardText}>Stories, interviews and partnership ideas are always welcome.</p>
          <p className={styles.cardText}>
            <a href={`mailto:${contactDetails.pressEmail}`}>{contactDetails.pressEmail}</a>
          </p>
        </Card>
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
