import { useId } from 'react';
import { Smartphone, Play } from 'lucide-react';
import styles from './store-buttons.module.css';

const stores = [
  { name: 'App Store', caption: 'Download on the', icon: <Smartphone size={22} aria-hidden="true" /> },
  { name: 'Google Play', caption: 'Get it on', icon: <Play size={22} aria-hidden="true" /> },
] as const;

/**
 * The mobile app is not released: both store buttons are disabled and say "Coming Soon" in a tooltip (docs/product.md#pages-and-routes).
 * aria-disabled instead of disabled keeps them focusable, so keyboard users can reach the tooltip too.
 */
export function StoreButtons({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const id = useId();
  return (
    <div className={`${styles.group} ${tone === 'dark' ? styles.dark : ''}`}>
      {stores.map((store) => {
        const tooltipId = `${id}-${store.name.replace(/\s/g, '-')}`;
        return (
          <span key={store.name} className={styles.wrapper}>
            <button
              type="button"
              className={styles.store}
              aria-disabled="true"
              aria-describedby={tooltipId}
              onClick={(event) => event.preventDefault()}
            >
              {store.icon}
              <span className={styles.text}>
                <span className={styles.caption}>{store.caption} </span>
                <span className={styles.name}>{store.name}</span>
              </span>
            </button>
            <span role="tooltip" id={tooltipId} className={styles.tooltip}>
              Coming Soon
            </span>
          </span>
        );
      })}
    </div>
  );
}
