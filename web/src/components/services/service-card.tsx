import { useId } from 'react';
import { Clock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { PublicService } from '@contracts/services';
import { categoryLabels, type ServicePetType } from '@contracts/service-vocabulary';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { InitialsAvatar } from '@/components/initials-avatar';
import { ServiceIllustration } from '@/components/service-illustration';
import { Skeleton } from '@/components/skeleton';
import { StarRating } from '@/components/stars';
import { formatCurrency, formatDuration, priceUnitSuffix } from '@/lib/format';
import { responsiveImage } from '@/lib/responsive-image';
import badgeList from '@/components/badge-list.module.css';
import styles from './service-card.module.css';

const petTypeLabels: Record<ServicePetType, string> = {
  dog: 'Dog',
  cat: 'Cat',
  bird: 'Bird',
  rabbit: 'Rabbit',
  hamster: 'Hamster',
  fish: 'Fish',
  reptile: 'Reptile',
  other: 'Other',
};

interface ServiceCardProps {
  service: PublicService;
  /** Book Now; a company that is not taking bookings shows its cards without one. */
  onBook?: (service: PublicService) => void;
  /** The company link (the marketplace); a company's own page leaves it out. */
  showCompany?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** Pet types shown as chips; more become "+N", so every card's chips fit one row and the titles of a row line up. */
const SHOWN_PET_TYPES = 2;

/** The marketplace card: picture, name, company link, chips, rating with count, duration, price, Book Now. */
export function ServiceCard({ service, onBook, showCompany = true, headingLevel: Heading = 'h3' }: ServiceCardProps) {
  const titleId = useId();
  const priceUnit = priceUnitSuffix(service.bookingMode);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.picture}>
        {service.image ? (
          <img
            {...responsiveImage(service.image, 'card')}
            alt=""
            className={styles.image}
            width={800}
            height={450}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <ServiceIllustration category={service.category} />
        )}
      </div>
      <div className={styles.body}>
        <ul className={`${badgeList.list} ${styles.chips}`} aria-label="Category and pet types">
          <li>
            <Badge tone="primary">{categoryLabels[service.category]}</Badge>
          </li>
          {service.petTypes.slice(0, SHOWN_PET_TYPES).map((type) => (
            <li key={type}>
              <Badge>{petTypeLabels[type]}</Badge>
            </li>
          ))}
          {service.petTypes.length > SHOWN_PET_TYPES ? (
            <li>
              <Badge>
                <span aria-hidden="true">{`+${service.petTypes.length - SHOWN_PET_TYPES}`}</span>
                <span className="visually-hidden">{`Also ${service.petTypes
                  .slice(SHOWN_PET_TYPES)
                  .map((type) => petTypeLabels[type])
                  .join(', ')}`}</span>
              </Badge>
            </li>
          ) : null}
        </ul>
        <Heading id={titleId} className={styles.title}>
          {service.name}
        </Heading>
        {showCompany ? (
          <Link to={`/company/${encodeURIComponent(service.companyId)}`} className={styles.company}>
            <InitialsAvatar name={service.companyName} src={service.companyLogoUrl} size="sm" />
            <span>{service.companyName}</span>
          </Link>
        ) : null}
        {service.description ? <p className={styles.description}>{service.description}</p> : null}
        <div className={styles.meta}>
          {service.reviewCount > 0 ? (
            <StarRating value={service.rating} count={service.reviewCount} />
          ) : (
            <span className={styles.muted}>No reviews yet</span>
          )}
          {/* A stay's length is the owner's check-in and check-out, not the service's duration. */}
          {service.bookingMode === 'stay' ? null : (
            <span className={styles.metaItem}>
              <Clock size={16} aria-hidden="true" />
              {formatDuration(service.duration)}
            </span>
          )}
          {showCompany && service.location ? (
            <span className={styles.metaItem}>
              <MapPin size={16} aria-hidden="true" />
              {service.location}
            </span>
          ) : null}
        </div>
        <div className={styles.footer}>
          <p className={styles.price}>
            <span className="visually-hidden">Price: </span>
            {formatCurrency(service.price)}
            {priceUnit ? <span className={styles.priceUnit}>{priceUnit}</span> : null}
          </p>
          {onBook ? (
            <Button variant="accent" onClick={() => onBook(service)} aria-describedby={titleId}>
              Book Now
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** A card-shaped placeholder while services load. */
export function ServiceCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.picture}>
        <Skeleton height="100%" radius="sm" />
      </div>
      <div className={styles.body}>
        <Skeleton width="40%" height={14} />
        <Skeleton width="75%" height={20} />
        <Skeleton width="55%" height={14} />
        <Skeleton width="90%" height={14} />
        <div className={styles.footer}>
          <Skeleton width="30%" height={24} />
          <Skeleton width="35%" height={44} radius="md" />
        </div>
      </div>
    </div>
  );
}
