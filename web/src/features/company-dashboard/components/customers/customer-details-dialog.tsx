import { useState, type ReactNode } from 'react';
import { PawPrint, StickyNote } from 'lucide-react';
import type { CustomerDetails } from '@contracts/customers';
import { communicationChannelLabels } from '@contracts/owners';
import { AuthorizedImage } from '@/components/authorized-image';
import { DescriptionItem } from '@/components/description-item';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { ErrorWithRetry } from '@/components/error-with-retry';
import { Skeleton } from '@/components/skeleton';
import { useCustomerDetails } from '@/features/company-dashboard/api/customers';
import { formatCurrency, formatDate } from '@/lib/format';
import { petPhotoUrl } from '@/lib/use-authorized-image';
import { AddNoteDialog } from './add-note-dialog';
import { customerStatusLabels } from './customer-card';
import layout from '@/components/layout/dashboard-sections.module.css';
import styles from './customers.module.css';

interface CustomerDetailsDialogProps {
  companyId: string | undefined;
  customerId: string | null;
  onClose: () => void;
}

/** The details modal: contact, emergency contact, pets and notes, with Add Note (docs/product.md#company-dashboard). */
export function CustomerDetailsDialog({ companyId, customerId, onClose }: CustomerDetailsDialogProps) {
  const details = useCustomerDetails(companyId, customerId);
  const [adding, setAdding] = useState(false);
  const customer = details.data;
  return (
    <Dialog
      open={customerId !== null}
      onClose={onClose}
      size="lg"
      align="start"
      title={customer?.name ?? 'Customer Details'}
      footer={
        customer ? (
          <Button icon={<StickyNote />} onClick={() => setAdding(true)}>
            Add Note
          </Button>
        ) : undefined
      }
    >
      {details.isPending ? (
        <div className={styles.detailsBody} aria-busy="true">
          <span className="visually-hidden" role="status">
            Loading the customer
          </span>
          <Skeleton height={96} radius="md" />
          <Skeleton height={96} radius="md" />
        </div>
      ) : details.isError ? (
        // docs/product.md#messages-and-timings: a failed detail load is only logged; the modal says so plainly and offers a retry.
        <ErrorWithRetry
          tone="info"
          title="The customer's details are not available right now."
          onRetry={() => details.refetch()}
        />
      ) : customer ? (
        <CustomerBody customer={customer} />
      ) : null}
      {customer && customerId ? (
        <AddNoteDialog
          open={adding}
          companyId={companyId}
          customerId={customerId}
          customerName={customer.name}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </Dialog>
  );
}

function CustomerBody({ customer }: { customer: CustomerDetails }) {
  const contact = customer.emergencyContact;
  return (
    <div className={styles.detailsBody}>
      <div className={styles.summary}>
        <Badge tone={customer.status === 'active' ? 'success' : 'neutral'}>
          {customerStatusLabels[customer.status]}
        </Badge>
        <span>{`${customer.totalBookings} ${customer.totalBookings === 1 ? 'booking' : 'bookings'} · ${formatCurrency(customer.totalSpent)} spent · customer since ${formatDate(customer.joinDate)}`}</span>
      </div>
      <DetailsPart id="customer-contact" title="Contact">
        <dl className={styles.descriptionList}>
          <DescriptionItem label="Email" value={customer.email} />
          <DescriptionItem label="Phone" value={customer.phone || 'Not given'} />
          <DescriptionItem label="Address" value={customer.address || 'Not given'} />
          <DescriptionItem label="Prefers" value={communicationChannelLabels[customer.preferredContact]} />
        </dl>
      </DetailsPart>
      <DetailsPart
        id="customer-emergency"
        title="Emergency contact"
        empty={!(contact.name || contact.phone) && 'No emergency contact given.'}
      >
        <dl className={styles.descriptionList}>
          <DescriptionItem label="Name" value={contact.name || 'Not given'} />
          <DescriptionItem label="Phone" value={contact.phone || 'Not given'} />
          <DescriptionItem label="Relationship" value={contact.relationship || 'Not given'} />
        </dl>
      </DetailsPart>
      <DetailsPart id="customer-pets" title="Pets" empty={customer.pets.length === 0 && 'No pets booked yet.'}>
        <ul className={layout.list}>
          {customer.pets.map((pet) => (
            <li key={pet.name} className={styles.pet}>
              <span className={styles.petPhoto}>
                {pet.photo ? (
                  <AuthorizedImage url={petPhotoUrl(pet.photo)} alt={`Photo of ${pet.name}`} />
                ) : (
                  <PawPrint size={20} aria-hidden="true" />
                )}
              </span>
              <div className={styles.petFacts}>
                <strong>{pet.name}</strong>
                <span>{[pet.type, pet.breed, pet.age, pet.weight].filter(Boolean).join(' · ')}</span>
                {pet.notes ? <span className={layout.muted}>{pet.notes}</span> : null}
              </div>
            </li>
          ))}
        </ul>
      </DetailsPart>
      <DetailsPart id="customer-notes" title="Notes" empty={customer.notes.length === 0 && 'No notes yet.'}>
        <ul className={layout.list}>
          {customer.notes.map((note) => (
            <li key={note.id} className={styles.note}>
              <p>{note.text}</p>
              <p className={styles.noteMeta}>{`${note.authorName} · ${formatDate(note.createdAt)}`}</p>
            </li>
          ))}
        </ul>
      </DetailsPart>
    </div>
  );
}

/** A titled part of the details; `empty`, when given, says why it holds nothing and stands in its place. */
function DetailsPart({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty?: string | false;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={styles.subheading}>
        {title}
      </h3>
      {empty ? <p className={layout.muted}>{empty}</p> : children}
    </section>
  );
}
