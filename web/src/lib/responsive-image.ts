import { companyMediaUrlPattern, pictureSizes, responsiveSrcSet } from '@contracts/responsive-images';

/**
 * The <img> attributes of a picture drawn `sizes` wide: a company picture offers its scaled widths, so the browser
 * downloads the smallest that fills the slot; any other picture is used as it is.
 */
export function responsiveImage(
  url: string,
  sizes: keyof typeof pictureSizes,
): { src: string; srcSet?: string; sizes?: string } {
  if (!companyMediaUrlPattern.test(url)) return { src: url };
  return { src: url, srcSet: responsiveSrcSet(url), sizes: pictureSizes[sizes] };
}
