import type { ReactNode } from 'react';
import { Card } from '@/components/card';
import iconCircle from '@/components/icon-circle.module.css';
import tones from '@/components/tones.module.css';
import styles from './feature-card.module.css';

interface FeatureCardProps {
  as?: 'div' | 'section';
  icon: ReactNode;
  /** The icon's tile: teal, or the accent where the page around is teal already. */
  tone?: 'primary' | 'accent';
  /** A 48 px tile instead of 44 px, for cards in a wide grid. */
  largeIcon?: boolean;
  title: ReactNode;
  headingLevel: 'h2' | 'h3';
  /** The title's id, which names the card for assistive technology. */
  titleId?: string;
  /** The text: one or more paragraphs. */
  children: ReactNode;
}

/** A card that presents one thing Petnest offers or stands for: an icon in a rounded tile, a title and a short text. */
export function FeatureCard({
  as,
  icon,
  tone = 'primary',
  largeIcon = false,
  title,
  headingLevel: Heading,
  titleId,
  children,
}: FeatureCardProps) {
  const iconClasses = [
    styles.icon,
    largeIcon ? styles.large : '',
    tone === 'accent' ? tones.accent : iconCircle.primary,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Card as={as} aria-labelledby={titleId} className={styles.card}>
      <span className={iconClasses} aria-hidden="true">
        {icon}
      </span>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {children}
    </Card>
  );
}
