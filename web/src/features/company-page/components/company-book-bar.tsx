import { useEffect, useState, type RefObject } from 'react';
import type { PublicService } from '@contracts/services';
import { Button } from '@/components/button';
import { formatCurrency } from '@/lib/format';
import styles from './company-book-bar.module.css';

/**
 * True while the services or the site footer are on screen (without IntersectionObserver, as in unit tests, never):
 * there the cards have their own Book Now, and the bar must not cover the footer's last lines.
 */
function useServicesOrFooterOnScreen(servicesSection: RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const targets = [servicesSection.current, document.querySelector('footer')].filter((element) => element !== null);
    if (targets.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target);
        else visible.delete(entry.target);
      }
      setOnScreen(visible.size > 0);
    });
    targets.forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, [servicesSection]);
  return onScreen;
}

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
  const stepAside = useServicesOrFooterOnScreen(servicesSection);
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
        <span className={styles.count}>{`${services.length} ${services.length === 1 ? 'service' : 'services'}`}</span>
      </p>
      <Button variant="accent" onClick={book} tabIndex={stepAside ? -1 : undefined}>
        {services.length === 1 ? 'Book Now' : 'Book'}
      </Button>
    </div>
  );
}
