import { useState, type FormEvent } from 'react';
import { reviewInputSchema, type OwnerBooking } from '@contracts/bookings';
import { FailureAlert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { StarInput } from '@/components/stars';
import { TextareaField } from '@/components/textarea-field';
import { useToast } from '@/components/toast-context';
import { useReviewBooking } from '@/lib/api/owner-bookings';
import dialogForm from '@/components/dialog-form.module.css';

/** The rate-and-review modal: 1 to 5 stars (default 5), the text required (docs/product.md#reviews). */
export function ReviewDialog({ booking, onClose }: { booking: OwnerBooking | null; onClose: () => void }) {
  return (
    <Dialog
      open={booking !== null}
      onClose={onClose}
      align="start"
      title="Rate and Review"
      description={booking ? `${booking.serviceName} at ${booking.companyName} for ${booking.petName}` : undefined}
    >
      {booking ? <ReviewForm booking={booking} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ReviewForm({ booking, onClose }: { booking: OwnerBooking; onClose: () => void }) {
  const review = useReviewBooking();
  const toast = useToast();
  const [rating, setRating] = useState(5);
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = reviewInputSchema.safeParse({ rating, review: text });
    if (!parsed.success) {
      setTextError(
        parsed.error.issues.find((issue) => issue.path[0] === 'review')?.message ??
          parsed.error.issues[0]?.message ??
          null,
      );
      return;
    }
    setTextError(null);
    review.mutate(
      { bookingId: booking.id, review: parsed.data },
      {
        onSuccess: (result) => {
          toast.show({ message: result.message ?? 'Thank you for your review!' });
          onClose();
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className={dialogForm.form} aria-label="Rate this service">
      <FailureAlert error={review.error} failed="Failed to submit review" exception="Error submitting review" />
      <StarInput legend="Rating" value={rating} onChange={setRating} />
      <TextareaField
        label="Your review"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setTextError(null);
        }}
        rows={4}
        maxLength={2000}
        error={textError}
        placeholder="How did it go? What did you like?"
      />
      <div className={dialogForm.actions}>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="accent" loading={review.isPending}>
          {review.isPending ? 'Submitting...' : 'Submit Review'}
        </Button>
      </div>
    </form>
  );
}
