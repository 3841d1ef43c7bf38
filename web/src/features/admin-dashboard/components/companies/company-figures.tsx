import type { AdminCompany } from '@contracts/superadmin';
import { DescriptionItem } from '@/components/description-item';
import { StarRating } from '@/components/stars';
import { formatCount, formatCurrency, formatRating } from '@/lib/format';
import styles from './companies.module.css';

/** "4.3 out of 5.0" with stars, or "No reviews yet" while no review exists (never a default 5.0). */
export function CompanyRating({ company }: { company: Pick<AdminCompany, 'rating' | 'reviewCount'> }) {
  if (company.rating === null) return <span className={styles.muted}>No reviews yet</span>;
  return (
    <span className={styles.rating}>
      <StarRating value={company.rating} showValue={false} />
      <span>{`${formatRating(company.rating)} out of 5.0`}</span>
    </span>
  );
}

/** The company's three figures, as label/value pairs of a `dl` (the details dialog). */
export function CompanyFigures({ company }: { company: AdminCompany }) {
  const figures: [string, string][] = [
    ['Services', formatCount(company.totalServices)],
    ['Bookings', formatCount(company.totalBookings)],
    ['Revenue', formatCurrency(company.totalRevenue)],
  ];
  return figures.map(([label, value]) => <DescriptionItem key={label} label={label} value={value} />);
}
