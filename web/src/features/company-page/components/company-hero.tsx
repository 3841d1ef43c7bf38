import { BadgeCheck, Heart, MapPin, Phone, Star } from 'lucide-react';
import type { PublicCompany } from '@contracts/companies-public';
import { Badge } from '@/components/badge';
import { Button, buttonClassName } from '@/components/button';
import { InitialsAvatar } from '@/components/initials-avatar';
import { Paw } from '@/components/service-illustration';
import { Skeleton } from '@/components/skeleton';
import { responsiveImage } from '@/lib/responsive-image';
import { ratingSummary } from '@/features/company-page/components/company-reviews';
import { EARLY_COVER_ATTRIBUTE } from '@/features/company-page/components/early-cover';
import { useFavoriteCompany } from '@/features/company-page/components/favorite-company';
import styles from './company-hero.module.css';
import { formatQuantity } from '@/lib/format';

/** City and state, otherwise the address (docs/product.md#public-company-page). */
/** The cover is the page's largest picture. React 18 passes the attribute on only when it is spelled in lower case. */
const highPriority = { fetchpriority: 'high' } as const;

export function companyLocation(company: Pick<PublicCompany, 'city' | 'state' | 'address'>): string {
  const cityState = [company.city, company.state].filter(Boolean).join(', ');
  return cityState || company.address;
}

/**
 * The hero while the company loads: the cover's place and a placeholder for the card. On the prerendered page the
 * cover shows here as soon as its data arrives, before the app has loaded (vite-plugin-prerender.ts).
 */
export function CompanyHeroSkeleton() {
  return (
    <div className={styles.hero}>
      <div className={`${styles.cover} ${styles.coverLoading}`}>
        <img
          {...{ [EARLY_COVER_ATTRIBUTE]: '' }}
          alt=""
          hidden
          className={styles.coverImage}
          width={2400}
          height={1000}
        />
      </div>
      <Skeleton height={120} radius="lg" />
    </div>
  );
}

export function CompanyHero({ company }: { company: PublicCompany }) {
  const favorite = useFavoriteCompany(company.id);
  const location = companyLocation(company);
  const cover = company.images[0];
  return (
    <section className={styles.hero} aria-labelledby="company-name">
      <div className={styles.cover}>
        {cover ? (
          <img
            {...responsiveImage(cover, 'fullWidth')}
            alt=""
            className={styles.coverImage}
            width={2400}
            height={1000}
            {...highPriority}
          />
        ) : (
          <CoverPattern />
        )}
      </div>
      <div className={styles.card}>
        <InitialsAvatar name={company.name} src={company.logoUrl} size="xl" />
        <div className={styles.identity}>
          <div className={styles.titleRow}>
            <h1 id="company-name" className={styles.name}>
              {company.name}
            </h1>
            {company.verified ? (
              <Badge tone="success" icon={<BadgeCheck aria-hidden="true" />}>
                Verified
              </Badge>
            ) : null}
          </div>
          <ul className={styles.facts}>
            <li>
              <Star size={16} aria-hidden="true" />
              <span>{ratingSummary(company.rating, company.reviewCount)}</span>
            </li>
            <li>{formatQuantity(company.serviceCount, 'service')}</li>
            {location ? (
              <li>
                <MapPin size={16} aria-hidden="true" />
                <span>{location}</span>
              </li>
            ) : null}
            {company.phone ? (
              <li>
                <Phone size={16} aria-hidden="true" />
                <span>{company.phone}</span>
              </li>
            ) : null}
          </ul>
        </div>
        <div className={styles.actions}>
          {company.phone ? (
            <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`} className={buttonClassName({ variant: 'primary' })}>
              <Phone size={18} aria-hidden="true" />
              <span>Contact</span>
            </a>
          ) : null}
          {favorite.offered ? (
            <Button
              variant="secondary"
              aria-pressed={favorite.saved}
              onClick={favorite.toggle}
              icon={<Heart fill={favorite.saved ? 'currentColor' : 'none'} />}
            >
              {favorite.saved ? 'Saved' : 'Save'}
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** The banner when a company has no photos yet: generated, never a remote image. */
function CoverPattern() {
  return (
    <svg
      viewBox="0 0 1200 240"
      preserveAspectRatio="xMidYMid slice"
      className={styles.coverImage}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="company-cover" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#0e6b66" />
          <stop offset="1" stopColor="#083f3c" />
        </linearGradient>
      </defs>
      <rect width="1200" height="240" fill="url(#company-cover)" />
      <circle cx="1080" cy="40" r="140" fill="#a9d5d1" opacity="0.18" />
      <circle cx="140" cy="230" r="120" fill="#ffe8e1" opacity="0.14" />
      {(
        [
          [260, 70, -15],
          [330, 120, 10],
          [860, 160, -20],
          [930, 100, 12],
          [620, 60, 0],
        ] as const
      ).map(([x, y, rotate]) => (
        <Paw key={`${x}-${y}`} x={x} y={y} rotate={rotate} scale={1.6} fill="#ffffff" opacity={0.16} />
      ))}
    </svg>
  );
}
