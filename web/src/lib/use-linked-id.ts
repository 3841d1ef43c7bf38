import { useSearchParams } from 'react-router';

/**
 * The id a notification's or an email's link carries in the URL (`?bookingId=`), and a way to drop it once what it
 * points at has been shown, so a reload or Back does not show it again.
 */
export function useLinkedId(name: string): [string | undefined, () => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const id = searchParams.get(name) || undefined;
  const clear = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(name);
        return next;
      },
      { replace: true },
    );
  return [id, clear];
}
