/**
 * The site's public pages at a fixed path, open to a visitor without data of their own: the route table serves each
 * (app/router.test.tsx), and in the browser each has its heading and the footer and passes axe (tests/e2e/site.spec.ts).
 */
export const publicPagePaths = [
  '/',
  '/pricing',
  '/petnest-app',
  '/petnest-business',
  '/about',
  '/contact',
  '/support',
  '/careers',
  '/privacy-policy',
  '/terms-of-service',
  '/signin',
  '/signup',
  '/forgot-password',
  '/marketplace',
];
