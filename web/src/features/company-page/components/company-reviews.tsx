import { useId, useState } from 'react';
import { MessageSquare } from 'lucide-react';
import type { PublicReview } from '@contracts/reviews';
import type { PublicService } from '@contracts/services';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { SelectField } from '@/components/select-field';
import { Skeleton } from '@/components/skeleton';
import { StarRating } from '@/components/stars';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDate, formatQuantity, formatRating } from '@/lib/format';
import { useCompanyReviews } from '@/features/company-page/api/list-company-reviews';
import styles from './company-reviews.module.css';

interface CompanyReviewsProps {
  companyId: string;
  /** The company's average and count, from its rating aggregate (the same count the list holds). */
  rating: number;
  reviewCount: number;
  services: readonly PublicService[];
}

/** "4.5 out of 5 · 12 reviews"; never a rating before the first review. */
export function ratingSummary(rating: number, reviewCount: number): string {
  if (reviewCount === 0) return 'New · No reviews yet';
  return `${formatRating(rating)} out of 5 · ${formatQuantity(reviewCount, 'review')}`;
}

/** The company page's reviews, newest first, a page at a time; one service's when chosen. */
export function CompanyReviews({ companyId, rating, reviewCount, services }: CompanyReviewsProps) {
  const titleId = useId();
  const [serviceId, setServiceId] = useState('');
  const reviews = useCompanyReviews(companyId, serviceId || undefined);
  const reviewed = services.filter((service) => service.reviewCount > 0);
  const chosen = reviewed.find((service) => service.id === serviceId);
  const list = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <header className={styles.header}>
        <div>
          <h2 id={titleId} className={styles.heading}>
            Reviews
          </h2>
          <p className={styles.summary}>
            {chosen ? ratingSummary(chosen.rating, chosen.reviewCount) : ratingSummary(rating, reviewCount)}
          </p>
        </div>
        {reviewed.length > 1 ? (
          <div className={styles.filter}>
            <SelectField
              label="Show reviews of"
              value={serviceId}
              onChange={(event) => setServiceId(event.target.value)}
              options={[
                { value: '', label: 'All services' },
                ...reviewed.map((service) => ({ value: service.id, label: service.name })),
              ]}
            />
          </div>
        ) : null}
      </header>

      {reviews.isPending ? (
        <div className={styles.list} aria-busy="true">
          <span className="visually-hidden" role="status">
            Loading reviews
          </span>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height={112} radius="lg" />
          ))}
        </div>
      ) : reviews.isError && list.length === 0 ? (
        <Alert
          tone="danger"
          title={apiErrorMessage(reviews.error, 'Could not load reviews.')}
          action={
            <Button size="sm" variant="secondary" onClick={() => void reviews.refetch()}>
              Retry
            </Button>
          }
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<MessageSquare size={28} />}
          title="No reviews yet"
          description="Customers can review a booking once it is completed."
          headingLevel="h3"
        />
      ) : (
        <>
          <ul className={styles.list}>
            {list.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
          {reviews.isFetchNextPageError ? (
            <Alert
              tone="danger"
              title={apiErrorMessage(reviews.error, 'Could not load more reviews.')}
              action={
                <Button size="sm" variant="secondary" onClick={() => void reviews.fetchNextPage()}>
                  Retry
                </Button>
              }
            />
          ) : reviews.hasNextPage ? (
            <div className={styles.more}>
              <Button
                variant="secondary"
                loading={reviews.isFetchingNextPage}
                onClick={() => void reviews.fetchNextPage()}
              >
                Show more reviews
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

function ReviewCard({ review }: { review: PublicReview }) {
  return (
    <article className={styles.card} aria-label={`Review by ${review.authorName}`}>
      <div className={styles.cardHeader}>
        <StarRating value={review.rating} showValue={false} />
        <span className={styles.service}>{review.serviceName}</span>
      </div>
      <p className={styles.text}>{review.text}</p>
      <p className={styles.byline}>
        <span className={styles.author}>{review.authorName}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
      </p>
    </article>
  );
}
