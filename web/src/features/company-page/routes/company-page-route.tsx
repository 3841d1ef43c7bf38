import { useCallback, useDeferredValue, useEffect, useRef } from 'react';
import { Building2, CalendarCheck, ListChecks, MessageSquare, Star } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import type { PublicService } from '@contracts/services';
import { ButtonLink } from '@/components/button';
import { bookableFromService, type BookableService } from '@/components/booking/bookable-service';
import { clearBookingIntent } from '@/components/booking/booking-intent';
import { Alert } from '@/components/alert';
import { useBookNow } from '@/components/booking/use-book-now';
import { Page } from '@/components/container';
import { EmptyState } from '@/components/empty-state';
import { MessagePage } from '@/components/message-page';
import { PageTitle } from '@/components/page-title';
import { ServiceCard, ServiceCardSkeleton } from '@/components/services/service-card';
import { StatCard } from '@/components/stat-card';
import { StatTiles } from '@/components/stat-tiles';
import { ApiError } from '@/lib/api-client';
import { formatRating } from '@/lib/format';
import { useSession } from '@/lib/session';
import { usePublicCompany, usePublicCompanyServices } from '@/features/company-page/api/get-public-company';
import { CompanyBookBar } from '@/features/company-page/components/company-book-bar';
import { CompanyAbout } from '@/features/company-page/components/company-about';
import { CompanyGallery } from '@/features/company-page/components/company-gallery';
import { CompanyHero, CompanyHeroSkeleton } from '@/features/company-page/components/company-hero';
import { CompanyReviews } from '@/features/company-page/components/company-reviews';
import styles from './company-page-route.module.css';

/** docs/product.md#messages-and-timings: "Company not found" when a call fails, "Error loading company information" on exception. */
function companyErrorText(error: unknown): string {
  return error instanceof ApiError && !error.isNetworkError ? 'Company not found' : 'Error loading company information';
}

/**
 * `?book=<serviceId>` (where sign-in sends an owner who pressed Book Now signed out): once the services are here,
 * the dialog opens for that service, the parameter leaves the URL and the stored intent is cleared.
 */
function useResumeBooking(services: PublicService[] | undefined, bookNow: (service: BookableService) => void) {
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const serviceId = params.get('book');
  useEffect(() => {
    if (!serviceId || !services || !user) return;
    const service = services.find((candidate) => candidate.id === serviceId);
    clearBookingIntent();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('book');
        return next;
      },
      { replace: true },
    );
    if (service) bookNow(bookableFromService(service));
  }, [serviceId, services, user, bookNow, setParams]);
}

/**
 * /company/:companyId: the public page of one company (docs/product.md#public-company-page), open to everyone. Services come right after the
 * hero, where a visitor who arrived to book looks first (and a phone keeps a Book bar at hand); stats, gallery and
 * About follow in the spec's order.
 */
export function CompanyPageRoute() {
  const { companyId = '' } = useParams();
  // Deferred: the page renders in the background in small slices once its data is in, so a phone's main thread
  // never stalls on it.
  const company = useDeferredValue(usePublicCompany(companyId));
  const services = useDeferredValue(usePublicCompanyServices(companyId));
  const { bookNow, dialog } = useBookNow();
  const book = useCallback((service: PublicService) => bookNow(bookableFromService(service)), [bookNow]);
  const servicesSection = useRef<HTMLElement>(null);
  useResumeBooking(services.data, bookNow);

  if (company.isPending) return <CompanyPageSkeleton />;

  const failure = company.error ?? services.error;
  if (company.isError || (services.isError && !services.data)) {
    return (
      <MessagePage
        icon={<Building2 size={28} />}
        title="Company Not Found"
        description={companyErrorText(failure)}
        action={<ButtonLink to="/marketplace">Back to Marketplace</ButtonLink>}
      />
    );
  }

  const data = company.data;
  // A company that cannot take bookings says why and offers no Book Now anywhere (issue 21).
  const onBook = data.bookable ? book : undefined;
  return (
    <Page>
      <PageTitle title={data.name} />
      <div className={styles.stack}>
        <CompanyHero company={data} />

        <section ref={servicesSection} className={styles.services} aria-labelledby="services-title">
          <h2 id="services-title" className={styles.heading} tabIndex={-1}>
            Services
          </h2>
          {data.notBookableReason ? (
            <Alert tone="info" title="Not taking bookings">
              {data.notBookableReason}
            </Alert>
          ) : null}
          {services.isPending ? (
            <div className={styles.grid} aria-busy="true">
              {Array.from({ length: 3 }, (_, index) => (
                <ServiceCardSkeleton key={index} />
              ))}
            </div>
          ) : services.data.length === 0 ? (
            <EmptyState
              icon={<ListChecks size={28} />}
              description="This provider has no services listed right now."
              headingLevel="h3"
            />
          ) : (
            <div className={styles.grid}>
              {services.data.map((service) => (
                <ServiceCard key={service.id} service={service} showCompany={false} onBook={onBook} />
              ))}
            </div>
          )}
        </section>

        <section aria-label="Company stats">
          <StatTiles noSidebar>
            <StatCard
              label="Rating"
              icon={<Star size={20} />}
              value={data.reviewCount > 0 ? `${formatRating(data.rating)} / 5.0` : 'New'}
              hint={data.reviewCount > 0 ? undefined : 'No reviews yet'}
            />
            <StatCard label="Reviews" icon={<MessageSquare size={20} />} value={data.reviewCount} />
            <StatCard label="Bookings" icon={<CalendarCheck size={20} />} value={data.totalBookings} />
            <StatCard label="Services" icon={<ListChecks size={20} />} value={data.serviceCount} />
          </StatTiles>
        </section>

        <CompanyGallery companyName={data.name} images={data.images} />
        <CompanyAbout company={data} />

        <CompanyReviews
          companyId={companyId}
          rating={data.rating}
          reviewCount={data.reviewCount}
          services={services.data ?? []}
        />
      </div>
      {services.data && onBook ? (
        <CompanyBookBar services={services.data} servicesSection={servicesSection} onBook={onBook} />
      ) : null}
      {dialog}
    </Page>
  );
}

function CompanyPageSkeleton() {
  return (
    <Page>
      <div className={styles.stack} aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading company
        </span>
        <CompanyHeroSkeleton />
        <div className={styles.grid}>
          {Array.from({ length: 3 }, (_, index) => (
            <ServiceCardSkeleton key={index} />
          ))}
        </div>
      </div>
    </Page>
  );
}
