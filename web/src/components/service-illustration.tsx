import {
  Camera,
  Car,
  Dumbbell,
  Footprints,
  GraduationCap,
  Heart,
  House,
  PawPrint,
  Scissors,
  Stethoscope,
  Sun,
  type LucideIcon,
} from 'lucide-react';
import type { ServiceCategory } from '@contracts/service-vocabulary';
import styles from './service-illustration.module.css';

interface Scene {
  background: string;
  soft: string;
  ink: string;
  Icon: LucideIcon;
}

/**
 * The categories the icon map knows: the service form's, and exercise, transportation and photography, which the
 * specification's map also draws (docs/product.md#display-constants), so such a service is never pictured as "other".
 */
export type IllustratedCategory = ServiceCategory | 'exercise' | 'transportation' | 'photography';

/** One generated picture per category: no remote images, so every card has a picture offline. */
const scenes: Record<IllustratedCategory, Scene> = {
  grooming: { background: '#d7ecea', soft: '#a9d5d1', ink: '#0b5551', Icon: Scissors },
  veterinary: { background: '#dbeafe', soft: '#bfd3fb', ink: '#1e40af', Icon: Stethoscope },
  boarding: { background: '#fde8d7', soft: '#f8c9a8', ink: '#9a3a27', Icon: House },
  training: { background: '#ede9fe', soft: '#d4cbfb', ink: '#5b21b6', Icon: GraduationCap },
  walking: { background: '#dcfce7', soft: '#b4efc8', ink: '#166534', Icon: Footprints },
  sitting: { background: '#fef3c7', soft: '#fbe08a', ink: '#92400e', Icon: Heart },
  daycare: { background: '#ffe4e6', soft: '#fbc2c8', ink: '#9f1239', Icon: Sun },
  exercise: { background: '#e0f2fe', soft: '#b9e2fb', ink: '#075985', Icon: Dumbbell },
  transportation: { background: '#e0e7ff', soft: '#c3cffb', ink: '#3730a3', Icon: Car },
  photography: { background: '#fae8ff', soft: '#efc7f8', ink: '#86198f', Icon: Camera },
  other: { background: '#f4efe8', soft: '#e6dfd5', ink: '#5b6472', Icon: PawPrint },
};

function sceneOf(category: string): Scene {
  return Object.hasOwn(scenes, category) ? scenes[category as IllustratedCategory] : scenes.other;
}

interface PawProps {
  x: number;
  y: number;
  scale: number;
  fill: string;
  rotate: number;
  opacity?: number;
}

/** A paw print of an SVG picture, centred on `x`, `y`: the service pictures' and the company cover's. */
export function Paw({ x, y, scale, fill, rotate, opacity }: PawProps) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate}) scale(${scale})`} fill={fill} opacity={opacity}>
      <ellipse cx="0" cy="6" rx="7" ry="6" />
      <circle cx="-8" cy="-4" r="3.2" />
      <circle cx="-3" cy="-9" r="3.2" />
      <circle cx="3" cy="-9" r="3.2" />
      <circle cx="8" cy="-4" r="3.2" />
    </g>
  );
}

/** A decorative picture: the card names the service in text, so this stays out of the accessibility tree. */
export function ServiceIllustration({ category, className }: { category: string; className?: string }) {
  const scene = sceneOf(category);
  const { Icon } = scene;
  return (
    <svg
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      className={[styles.picture, className].filter(Boolean).join(' ')}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="320" height="180" fill={scene.background} />
      <circle cx="40" cy="24" r="46" fill={scene.soft} opacity="0.7" />
      <circle cx="292" cy="160" r="64" fill={scene.soft} opacity="0.7" />
      <path
        d="M0 150 C 60 130, 110 170, 170 150 S 270 130, 320 148 L 320 180 L 0 180 Z"
        fill={scene.soft}
        opacity="0.9"
      />
      <Paw x={62} y={126} scale={1.1} fill={scene.ink} rotate={-18} />
      <Paw x={96} y={102} scale={0.9} fill={scene.ink} rotate={-8} />
      <Paw x={250} y={48} scale={0.8} fill={scene.ink} rotate={20} />
      <circle cx="160" cy="88" r="50" fill="#ffffff" opacity="0.92" />
      <Icon x={130} y={58} width={60} height={60} size={60} color={scene.ink} strokeWidth={1.75} />
    </svg>
  );
}
