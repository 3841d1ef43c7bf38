import { CalendarDays, Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { AdminCompany } from '@contracts/superadmin';
import { Button } from '@/components/button';
import { GridCard } from '@/components/card-grid';
import { StarRating } from '@/components/stars';
import { formatCount, formatCurrency, formatDate, formatRating } from '@/lib/format';
import { CompanyControls, CompanyStatusBadge, VerifiedBadge } from './company-controls';
import styles from './companies.module.css';

/** "4.3 out of 5.0" with stars, or "New" while no review exists (never a default 5.0). */
export function CompanyRating({ company }: { company: Pick<AdminCompany, 'rating' | 'reviewCount'> }) {
  if (company.rating === null) return <span className={styles.newRating}>New</span>;
  return (
    <span className={styles.rating}>
      <StarRating value={company.rating} showValue={false} />
      <span>{`${formatRating(company.rating)} out of 5.0`}</span>
    </span>
  );
}

/** A card of Company Management, with every field of docs/product.md#superadmin-console, and the company's actions. */
/** The card's three figures, as label/value pairs of a `dl` (the card and the details dialog). */
export function CompanyFigures({ company }: { company: AdminCompany }) {
  const figures: [string, string][] = [
    ['Services', formatCount(company.totalServices)],
    ['Bookings', formatCount(company.totalBookings)],
    ['Revenue', formatCurrency(company.totalRevenue)],
  ];
  return figures.map(([label, value]) => (
    <div key={label}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  ));
}

export function CompanyCard({ company, onOpen }: { company: AdminCompany; onOpen: () => void }) {
  const titleId = `company-${company.id}-name`;
  return (
    <GridCard aria-labelledby={titleId}>
      <div className={styles.cardHeader}>
        <h3 id={titleId} className={styles.name}>
          {company.name || 'Unnamed company'}
        </h3>
        <div className={styles.badges}>
          <CompanyStatusBadge status={company.status} />
          <VerifiedBadge verified={company.verified} />
        </div>
      </div>
      <CompanyRating company={company} />
      <ul className={styles.contact}>
        <li>
          <Mail size={16} aria-hidden="true" />
          <span className="visually-hidden">Email: </span>
          {company.email || '—'}
        </li>
        <li>
          <Phone size={16} aria-hidden="true" />
          <span className="visually-hidden">Phone: </span>
          {company.phone || '—'}
        </li>
        <li>
          <MapPin size={16} aria-hidden="true" />
          <span className="visually-hidden">Address: </span>
          {company.address || '—'}
        </li>
      </ul>
      {company.description ? <p className={styles.description}>{company.description}</p> : null}
      <dl className={styles.figures}>
        <CompanyFigures company={company} />
      </dl>
      <ul className={styles.dates}>
        <li>
          <CalendarDays size={16} aria-hidden="true" />
          {`Joined ${formatDate(company.joinedDate)}`}
        </li>
        <li>
          <Clock size={16} aria-hidden="true" />
          {company.lastActiveDate ? `Last active ${formatDate(company.lastActiveDate)}` : 'Never active'}
        </li>
      </ul>
      <div className={styles.actions}>
        <Button
          variant="ghost"
          size="sm"
          onClick={onOpen}
          aria-haspopup="dialog"
          aria-label={`View details of ${company.name || 'this company'}`}
        >
          View Details
        </Button>
        <CompanyControls company={company} />
      </div>
    </GridCard>
  );
}
