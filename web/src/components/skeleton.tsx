import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: 'sm' | 'md' | 'lg' | 'full';
}

/** A placeholder block in the shape of content still loading; the surrounding region carries aria-busy. */
export function Skeleton({ width = '100%', height = 16, radius = 'sm' }: SkeletonProps) {
  return <span className={`${styles.skeleton} ${styles[radius]}`} style={{ width, height }} aria-hidden="true" />;
}
