import { Spinner } from '@/components/spinner';
import { LogoMark } from '@/components/layout/logo';
import styles from './app-splash.module.css';

/** Shown while Firebase restores the session, and while the first page's code loads. */
export function AppSplash() {
  return (
    <div className={styles.splash}>
      <LogoMark size={48} />
      <Spinner label="Loading Petnest" />
    </div>
  );
}
