import { weekdayLabels, weekdays } from '@contracts/company';
import type { PublicCompany } from '@contracts/companies-public';
import { formatTime } from '@/lib/format';
import { timeZoneLabel } from '@/lib/time-zone';
import styles from './company-about.module.css';

/** About: the description and the opening hours in the company's own time zone. */
export function CompanyAbout({ company }: { company: PublicCompany }) {
  return (
    <section className={styles.about} aria-labelledby="about-title">
      <div className={styles.text}>
        <h2 id="about-title" className={styles.heading}>
          About {company.name}
        </h2>
        <p className={styles.description}>
          {company.description || 'This provider has not written a description yet.'}
        </p>
        {company.address ? (
          <p className={styles.address}>
            <span className={styles.label}>Address: </span>
            {[company.address, company.city, company.state].filter(Boolean).join(', ')}
          </p>
        ) : null}
      </div>
      <div className={styles.hours}>
        <h3 className={styles.subheading}>Opening hours</h3>
        <dl className={styles.hoursList}>
          {weekdays.map((day) => {
            const hours = company.businessHours[day];
            return (
              <div key={day} className={styles.hoursRow}>
                <dt>{weekdayLabels[day]}</dt>
                <dd>{!hours || hours.closed ? 'Closed' : `${formatTime(hours.open)} - ${formatTime(hours.close)}`}</dd>
              </div>
            );
          })}
        </dl>
        <p className={styles.zone}>{`Times in ${timeZoneLabel(company.timezone)}`}</p>
      </div>
    </section>
  );
}
