import { Button } from '@/components/button';
import styles from './auth-form.module.css';

/** The demo accounts seeded on the emulators (issue 3 section 5); only emulator builds load this file. */
export const demoAccounts = [
  { label: 'Demo Pet Owner', email: 'owner@petnest.demo' },
  { label: 'Demo Company', email: 'company@petnest.demo' },
  { label: 'Demo Admin', email: 'admin@petnest.demo' },
] as const;
export const DEMO_PASSWORD = 'demo1234';

export default function DemoAccounts({ onPick }: { onPick: (email: string, password: string) => void }) {
  return (
    <>
      <div className={styles.divider}>or</div>
      <section className={styles.demo} aria-labelledby="demo-accounts-title">
        <h2 id="demo-accounts-title" className={styles.demoTitle}>
          Try a demo account
        </h2>
        <div className={styles.demoButtons}>
          {demoAccounts.map((account) => (
            <Button
              key={account.email}
              variant="secondary"
              size="sm"
              onClick={() => onPick(account.email, DEMO_PASSWORD)}
            >
              {account.label}
            </Button>
          ))}
        </div>
        <p className={styles.demoHint}>Fills in the form; press Sign In to continue.</p>
      </section>
    </>
  );
}
