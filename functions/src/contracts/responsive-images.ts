/*
 * Company pictures in the sizes the pages show them (issue 10): `GET /api/media/companies/...?w=960` answers the
 * picture scaled to that width as WebP, so a phone downloads a picture its screen can show, not a 2400 px original.
 * No zod here: the public pages import this.
 */

/** The widths the media route serves; a page's srcset offers these. */
export const RESPONSIVE_IMAGE_WIDTHS = [480, 960, 1600] as const;
export type ResponsiveImageWidth = (typeof RESPONSIVE_IMAGE_WIDTHS)[number];

/** A company's public picture as the API serves it. */
export const companyMediaUrlPattern =
  /^\/api\/media\/companies\/([A-Za-z0-9_-]{1,128})\/public\/[A-Za-z0-9-]{1,64}\.(jpg|png|webp)$/;

/** The URL of a company picture scaled to `width`. */
export function resizedImageUrl(url: string, width: ResponsiveImageWidth): string {
  return `${url}?w=${width}`;
}

/** The srcset of a company picture: each responsive width, for the browser to choose from with `sizes`. */
export function responsiveSrcSet(url: string): string {
  return RESPONSIVE_IMAGE_WIDTHS.map((width) => `${resizedImageUrl(url, width)} ${width}w`).join(', ');
}

/** How wide the pages draw company pictures (the `sizes` of their srcset). */
export const pictureSizes = {
  /** The company page's cover and gallery: the content column, up to 1150 px. */
  fullWidth: '(min-width: 1200px) 1150px, 100vw',
  /** A service card: one column on a phone, a grid cell from 600 px. */
  card: '(min-width: 600px) 380px, 100vw',
  /** A gallery thumbnail. */
  thumbnail: '88px',
} as const;
