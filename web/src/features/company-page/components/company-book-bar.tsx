import type { RefObject } from 'react';
import type { PublicService } from '@contracts/services';
import { Button } from '@/components/button';
import { formatCurrency, formatQuantity } from '@/lib/format';
import { useOnScreen } from '@/lib/use-on-screen';
import styles from './company-book-bar.module.css';

interface CompanyBookBarProps {
  services: readonly PublicService[];
  servicesSection: RefObject<HTMLElement | null>;
  onBook: (service: PublicService) => void;
}

/**
 * The phone's fixed Book bar (hidden from 768 px up by its CSS): the lowest price and a Book button that opens the
 * dialog when there is one service, otherwise brings the services into view. It steps aside while they are on screen.
 */
export function CompanyBookBar({ services, servicesSection, onBook }: CompanyBookBarProps) {
  // While the services (each with its Book Now) or the footer (whose last lines the bar would cover) are on screen.
  const stepAside = useOnScreen(servicesSection, { orElement: 'footer', withoutObserver: false });
  if (services.length === 0) return null;
  const lowestPrice = Math.min(...services.map((service) => service.price));
  const [onlyService] = services;
  const book = () => {
    if (services.length === 1 && onlyService) {
      onBook(onlyService);
      return;
    }
    servicesSection.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    servicesSection.current?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  };
  return (
    <div
      className={styles.bar}
      data-hidden={stepAside ? 'true' : undefined}
      aria-hidden={stepAside ? 'true' : undefined}
    >
      <p className={styles.summary}>
        <span className={styles.price}>{`From ${formatCurrency(lowestPrice)}`}</span>
        <span className={styles.count}>{formatQuantity(services.length, 'service')}</span>
      </p>
      <Button variant="accent" onClick={book} tabIndex={stepAside ? -1 : undefined}>
        {services.length === 1 ? 'Book Now' : 'Book'}
      </Button>
    </div>
  );
}
