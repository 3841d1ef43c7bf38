import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { responsiveImage } from '@/lib/responsive-image';
import styles from './company-gallery.module.css';

/** docs/product.md#display-constants: gallery navigation wraps around in both directions. */
export function wrapIndex(index: number, length: number): number {
  return length === 0 ? 0 : ((index % length) + length) % length;
}

interface CompanyGalleryProps {
  companyName: string;
  images: readonly string[];
}

/** The company's photos: one large image, previous and next (wrapping around), and a row of thumbnails. */
export function CompanyGallery({ companyName, images }: CompanyGalleryProps) {
  const [current, setCurrent] = useState(0);
  if (images.length === 0) return null;
  const index = wrapIndex(current, images.length);
  const go = (next: number) => setCurrent(wrapIndex(next, images.length));

  return (
    <section className={styles.gallery} aria-labelledby="gallery-title" aria-roledescription="carousel">
      <h2 id="gallery-title" className={styles.heading}>
        Gallery
      </h2>
      <div className={styles.stage}>
        <img
          {...responsiveImage(images[index]!, 'fullWidth')}
          alt={`${companyName}, photo ${index + 1} of ${images.length}`}
          className={styles.image}
          width={1920}
          height={1080}
        />
        {images.length > 1 ? (
          <>
            <button
              type="button"
              className={`${styles.nav} ${styles.previous}`}
              onClick={() => go(index - 1)}
              aria-label="Previous photo"
            >
              <ChevronLeft size={24} aria-hidden="true" />
            </button>
            <button
              type="button"
              className={`${styles.nav} ${styles.next}`}
              onClick={() => go(index + 1)}
              aria-label="Next photo"
            >
              <ChevronRight size={24} aria-hidden="true" />
            </button>
          </>
        ) : null}
      </div>
      <p className={styles.position} aria-live="polite">
        {`Photo ${index + 1} of ${images.length}`}
      </p>
      {images.length > 1 ? (
        <ul className={styles.thumbnails} aria-label="Choose a photo">
          {images.map((image, position) => (
            <li key={`${image}-${position}`}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-label={`Show photo ${position + 1}`}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => go(position)}
              >
                <img
                  {...responsiveImage(image, 'thumbnail')}
                  alt=""
                  width={88}
                  height={60}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
