import styles from './initials-avatar.module.css';

const palette = ['#0e6b66', '#1e40af', '#9a3a27', '#5b21b6', '#166534', '#92400e'] as const;

export function initialsOf(name: string): string {
  const parts = name.split(/[\s@._&-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (parts.length > 1 ? (parts[1]?.[0] ?? '') : '')).toUpperCase();
}

function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length] ?? palette[0];
}

interface InitialsAvatarProps {
  name: string;
  /** A logo or photo URL; initials on a colour drawn from the name when absent. */
  src?: string | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Decorative when the name is written next to it (the default). */
  decorative?: boolean;
}

export function InitialsAvatar({ name, src, size = 'md', decorative = true }: InitialsAvatarProps) {
  const className = `${styles.avatar} ${styles[size]}`;
  if (src) return <img src={src} alt={decorative ? '' : name} className={className} loading="lazy" decoding="async" />;
  return (
    <span
      className={className}
      style={{ background: colourOf(name) }}
      aria-hidden={decorative || undefined}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
    >
      {initialsOf(name)}
    </span>
  );
}
