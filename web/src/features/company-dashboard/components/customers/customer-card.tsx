import { Mail, PawPrint, Phone } from 'lucide-react';
import type { CustomerStatus, CustomerSummary } from '@contracts/customers';
import { Badge } from '@/components/badge';
import { GridCard } from '@/components/card-grid';
import { InitialsAvatar } from '@/components/initials-avatar';
import { formatCurrency, formatDate } from '@/lib/format';
import styles from './customers.module.css';
import { OneLine } from '@/components/one-line';

export const customerStatusLabels: Record<CustomerStatus, string> = { active: 'Active', inactive: 'Inactive' };

/** A card of the grid; the name is the button that opens the details (its click area covers the card). */
export function CustomerCard({ customer, onOpen }: { customer: CustomerSummary; onOpen: () => void }) {
  return (
    <GridCard tight className={styles.card}>
      <div className={styles.cardTop}>
        <InitialsAvatar name={customer.name} />
        <h3 className={styles.name}>
          <button type="button" className={styles.open} onClick={onOpen} aria-haspopup="dialog">
            {customer.name}
          </button>
        </h3>
        <Badge tone={customer.status === 'active' ? 'success' : 'neutral'}>
          {customerStatusLabels[customer.status]}
        </Badge>
      </div>
      <p className={styles.line}>
        <Mail size={16} aria-hidden="true" />
        <span className="visually-hidden">Email: </span>
        <OneLine>{customer.email}</OneLine>
      </p>
      {customer.phone ? (
        <p className={styles.line}>
          <Phone size={16} aria-hidden="true" />
          <span className="visually-hidden">Phone: </span>
          {customer.phone}
        </p>
      ) : null}
      {customer.petNames.length > 0 ? (
        <p className={styles.line}>
          <PawPrint size={16} aria-hidden="true" />
          <span className="visually-hidden">Pets: </span>
          {customer.petNames.join(', ')}
        </p>
      ) : null}
      <dl className={styles.numbers}>
        <div>
          <dt>Bookings</dt>
          <dd>{customer.totalBookings}</dd>
        </div>
        <div>
          <dt>Total spent</dt>
          <dd>{formatCurrency(customer.totalSpent)}</dd>
        </div>
        <div>
          <dt>Last booking</dt>
          <dd>{customer.lastBooking ? formatDate(customer.lastBooking) : 'None'}</dd>
        </div>
        <div>
          <dt>Customer since</dt>
          <dd>{formatDate(customer.joinDate)}</dd>
        </div>
      </dl>
    </GridCard>
  );
}
