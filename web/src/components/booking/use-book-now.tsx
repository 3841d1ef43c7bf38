import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { BookableService } from '@/components/booking/bookable-service';
import { storeBookingIntent } from '@/components/booking/booking-intent';
import { useSession } from '@/lib/session';

// The dialog (forms, slots, pets) loads on first use, so the marketplace's first load stays small.
const loadBookingDialog = () => import('@/components/booking/booking-dialog');
const BookingDialog = lazy(loadBookingDialog);

/**
 * Book Now everywhere (marketplace, company page, Book Again): a signed-out visitor goes to /signin, which says why
 * and brings him back to the service after signing in (booking-intent.ts); a signed-in user gets the booking dialog
 * for that service. Render `dialog` once in the page.
 */
export function useBookNow(): { bookNow: (service: BookableService) => void; dialog: ReactNode } {
  const { user } = useSession();
  const navigate = useNavigate();
  const [service, setService] = useState<BookableService | null>(null);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    // Signed-in visitors are likely to book: fetch the dialog's code while they browse.
    if (user) void loadBookingDialog();
  }, [user]);

  const bookNow = useCallback(
    (next: BookableService) => {
      if (!user) {
        storeBookingIntent(next);
        void navigate('/signin');
        return;
      }
      setUsed(true);
      setService(next);
    },
    [user, navigate],
  );
  const close = useCallback(() => setService(null), []);

  const dialog = used ? (
    <Suspense fallback={null}>
      <BookingDialog service={service} onClose={close} />
    </Suspense>
  ) : null;
  return { bookNow, dialog };
}
