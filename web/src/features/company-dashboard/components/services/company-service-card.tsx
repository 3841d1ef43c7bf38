import { Power } from 'lucide-react';
import type { Employee } from '@contracts/employees';
import { type CompanyService } from '@contracts/services';
import { categoryLabels } from '@contracts/service-vocabulary';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { ItemActionButton } from '@/components/item-actions';
import { ServiceIllustration } from '@/components/service-illustration';
import { formatCurrency, formatDuration, formatQuantity, priceUnitSuffix } from '@/lib/format';
import styles from './services.module.css';

interface CompanyServiceCardProps {
  service: CompanyService;
  /** Who performs it, once the team is known; a company without employees has nobody to name. */
  team?: readonly Pick<Employee, 'id' | 'name'>[];
  toggling: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** The service's team members by name, in the team's order; none chosen means every active member (issue 21). */
function performedBy(service: CompanyService, team: readonly Pick<Employee, 'id' | 'name'>[]): string {
  if (service.employeeIds.length === 0) return 'every active team member';
  const names = team.filter((member) => service.employeeIds.includes(member.id)).map((member) => member.name);
  return names.length > 0 ? names.join(', ') : 'nobody on the team now';
}

/** One service of the grid (docs/product.md#company-dashboard): inactive cards are dimmed; the toggle sends only isActive. */
export function CompanyServiceCard({ service, team, toggling, onToggle, onEdit, onDelete }: CompanyServiceCardProps) {
  const image = service.images[0];
  const performers =
    team && team.length > 0 && service.bookingMode === 'appointment' ? performedBy(service, team) : null;
  return (
    <article
      className={`${styles.card} ${service.isActive ? '' : styles.inactive}`}
      aria-labelledby={`service-${service.id}`}
    >
      <div className={styles.picture}>
        {image ? <img src={image} alt="" loading="lazy" /> : <ServiceIllustration category={service.category} />}
      </div>
      <div className={styles.cardBody}>
        <div className={styles.cardTop}>
          <h3 id={`service-${service.id}`} className={styles.cardTitle}>
            {service.name}
          </h3>
          <Badge tone={service.isActive ? 'success' : 'neutral'}>{service.isActive ? 'Active' : 'Inactive'}</Badge>
        </div>
        <p className={styles.meta}>
          {categoryLabels[service.category]} ·{' '}
          {service.bookingMode === 'appointment'
            ? `${formatDuration(service.duration)}${service.bufferMinutes > 0 ? ` + ${formatDuration(service.bufferMinutes)} buffer` : ''}`
            : formatQuantity(service.capacity ?? 0, 'place')}{' '}
          · <strong>{formatCurrency(service.price)}</strong>
          {priceUnitSuffix(service.bookingMode)}
        </p>
        <p className={styles.description}>{service.description}</p>
        <p className={styles.meta}>For: {service.petTypes.join(', ')}</p>
        {performers ? <p className={styles.meta}>Done by: {performers}</p> : null}
        {service.isActive && !service.listed ? (
          <p className={styles.note}>Not in the marketplace yet: complete and verify your profile.</p>
        ) : null}
        <div className={styles.cardActions}>
          <Button
            size="sm"
            variant="secondary"
            loading={toggling}
            icon={<Power />}
            onClick={onToggle}
            aria-label={`${service.isActive ? 'Deactivate' : 'Activate'} ${service.name}`}
          >
            {service.isActive ? 'Deactivate' : 'Activate'}
          </Button>
          <ItemActionButton action="edit" name={service.name} onClick={onEdit} />
          <ItemActionButton action="delete" name={service.name} onClick={onDelete} />
        </div>
      </div>
    </article>
  );
}
