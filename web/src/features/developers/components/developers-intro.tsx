import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/card';
import { Prose } from '@/components/prose';
import { OPENAPI_DOCUMENT_PATH } from '@/features/developers/api/openapi-document';
import styles from './developers.module.css';

/*
 * The header name, key prefix and error shape below are those of functions/src/contracts (api-keys.ts, errors.ts),
 * written out: those modules bring zod, which a public page's first load should not carry (decision 0022).
 */

/** Text the reader copies, in a scrollable block; focusable, so a keyboard can scroll a line wider than the screen. */
function CodeBlock({ children }: { children: string }) {
  return (
    <pre className={styles.code} tabIndex={0}>
      <code>{children}</code>
    </pre>
  );
}

function CodeExample({ title, children }: { title: string; children: string }) {
  return (
    <figure className={styles.example}>
      <figcaption className={styles.exampleTitle}>{title}</figcaption>
      <CodeBlock>{children}</CodeBlock>
    </figure>
  );
}

function IntroCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id}>
      <Prose>
        <h2 id={id} className={styles.cardTitle}>
          {title}
        </h2>
        {children}
      </Prose>
    </Card>
  );
}

/**
 * What a developer reads before the reference: how to get a key, how to authenticate, the limits and the error
 * envelope, and commands to start from. `origin` is the address the API is reached at (this page's own).
 */
export function DevelopersIntro({ origin }: { origin: string }) {
  return (
    <div className={styles.intro}>
      <div className={styles.cards}>
        <IntroCard id="developers-key-title" title="Get an API key">
          <ol>
            <li>
              Your company needs a plan with API access: <Link to="/pricing">Enterprise</Link>.
            </li>
            <li>
              In the Company dashboard, open <strong>API keys</strong> and press <strong>Create API key</strong>.
            </li>
            <li>
              Name the key after the system that will use it and choose its access: <strong>Read only</strong> keys may
              only read (GET), <strong>Read and write</strong> keys may also change things.
            </li>
            <li>Copy the key at once: it is shown only once. Lost a key? Revoke it and create another.</li>
          </ol>
        </IntroCard>
        <IntroCard id="developers-auth-title" title="Authentication">
          <p>
            <strong>Your company&apos;s systems</strong> send the key in the <code>X-API-Key</code> header. A key acts
            as your company on its services, bookings, employees, customers and analytics; every other call refuses it.
          </p>
          <p>
            <strong>The Petnest app&apos;s own users</strong> are signed in: their calls carry{' '}
            <code>Authorization: Bearer &lt;Firebase ID token&gt;</code>.
          </p>
        </IntroCard>
        <IntroCard id="developers-limits-title" title="Limits and errors">
          <p>
            Each key has its own allowance of requests per hour. Past it, the API answers <code>429</code> with the code{' '}
            <code>TOO_MANY_REQUESTS</code> and a <code>Retry-After</code> header.
          </p>
          <p>Every failure has the same shape; the reference lists each code and its status:</p>
          <CodeBlock>{'{\n  "success": false,\n  "code": "NOT_FOUND",\n  "message": "Booking not found"\n}'}</CodeBlock>
        </IntroCard>
      </div>

      <section aria-labelledby="developers-examples-title" className={styles.examples}>
        <h2 id="developers-examples-title" className={styles.sectionTitle}>
          Examples
        </h2>
        <CodeExample title="Is the API up? (no key needed)">{`curl ${origin}/api/health`}</CodeExample>
        <CodeExample title="Your pending bookings">
          {`curl -H "X-API-Key: $PETNEST_KEY" \\\n  "${origin}/api/bookings?status=pending"`}
        </CodeExample>
        <CodeExample title="Move an appointment to another time (a Read and write key)">
          {`curl -X PUT -H "X-API-Key: $PETNEST_KEY" -H "Content-Type: application/json" \\\n  -d '{"date": "2026-12-03", "time": "10:30"}' \\\n  ${origin}/api/bookings/$BOOKING_ID/reschedule`}
        </CodeExample>
        <p className={styles.muted}>
          The whole API is described in OpenAPI 3.1 at{' '}
          <a href={OPENAPI_DOCUMENT_PATH}>
            {origin}
            {OPENAPI_DOCUMENT_PATH}
          </a>
          , for code generators and API clients.
        </p>
      </section>
    </div>
  );
}
