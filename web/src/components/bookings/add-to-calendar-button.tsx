import { CalendarPlus } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/button';
import { useToast } from '@/components/toast-context';
import { failureText } from '@/lib/api-client';
import { useDownloadBookingCalendar } from '@/lib/api/calendar';

/**
 * Add to calendar: the booking's .ics as the server builds it for the caller (owner or company), in the company's
 * time zone, with the same event id as the calendar feeds (docs/decisions/0090-calendar-feeds.md).
 */
export function AddToCalendarButton({
  bookingId,
  size = 'sm',
  variant = 'ghost',
}: {
  bookingId: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}) {
  const download = useDownloadBookingCalendar();
  const toast = useToast();
  return (
    <Button
      size={size}
      variant={variant}
      icon={<CalendarPlus />}
      loading={download.isPending}
      onClick={() =>
        download.mutate(bookingId, {
          onError: (error) =>
            toast.show({
              tone: 'danger',
              message: failureText(error, {
                failed: 'Failed to get the calendar file',
                exception: 'Error getting the calendar file',
              }),
            }),
        })
      }
    >
      Add to calendar
    </Button>
  );
}
