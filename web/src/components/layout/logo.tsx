/** The Petnest mark: a paw in a teal tile. Decorative; the link around it carries the name. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0e6b66" />
      <ellipse cx="16" cy="20.5" rx="6" ry="5" fill="#ffe8e1" />
      <ellipse cx="9" cy="14" rx="2.4" ry="3" fill="#ffe8e1" />
      <ellipse cx="13.3" cy="9.6" rx="2.4" ry="3" fill="#ffe8e1" />
      <ellipse cx="18.7" cy="9.6" rx="2.4" ry="3" fill="#ffe8e1" />
      <ellipse cx="23" cy="14" rx="2.4" ry="3" fill="#ffe8e1" />
    </svg>
  );
}
