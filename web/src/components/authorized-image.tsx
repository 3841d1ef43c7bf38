import { ImageOff } from 'lucide-react';
import { useAuthorizedImage } from '@/lib/use-authorized-image';
import { Skeleton } from '@/components/skeleton';
import styles from './authorized-image.module.css';

interface AuthorizedImageProps {
  /** A protected API URL, e.g. "/api/media/pets/uid/id.png". */
  url: string;
  alt: string;
  className?: string;
}

/** An image that needs the bearer token (pet photos): a skeleton while it loads, an icon if it cannot. */
export function AuthorizedImage({ url, alt, className }: AuthorizedImageProps) {
  const image = useAuthorizedImage(url);
  const classes = [styles.image, className].filter(Boolean).join(' ');
  if (image.status === 'loading') {
    return (
      <span className={classes}>
        <Skeleton height="100%" radius="md" />
      </span>
    );
  }
  if (image.status === 'error') {
    return (
      <span
        className={`${classes} ${styles.missing}`}
        role="img"
        aria-label={alt ? `${alt} (could not be loaded)` : 'Photo could not be loaded'}
      >
        <ImageOff size={20} aria-hidden="true" />
      </span>
    );
  }
  return <img src={image.src} alt={alt} className={classes} />;
}
