/**
 * Whether a prerendered page (vite-plugin-prerender.ts) was drawn for this URL: its path ("/pricing",
 * "/company/:companyId") names this one, and there are no query parameters (they change what pages show).
 */
export function drawnForThisUrl(
  prerendered: string | undefined,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
): boolean {
  if (prerendered === undefined || search !== '') return false;
  const pattern = prerendered.split('/');
  const path = pathname.split('/');
  return (
    pattern.length === path.length &&
    pattern.every((segment, index) => (segment.startsWith(':') ? path[index] !== '' : segment === path[index]))
  );
}
