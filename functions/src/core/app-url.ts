/**
 * The web app's address, for links that leave the app (emails): `PETNEST_APP_URL` in production (README#deploying),
 * the Hosting emulator's address otherwise. Requests do not know it: a scheduled job or a trigger has no request.
 */
const DEFAULT_APP_URL = 'http://127.0.0.1:5000';

/** An absolute URL of an app path ("/settings" -> "https://petnest.example/settings"). */
export function appUrl(path: string): string {
  const base = (process.env.PETNEST_APP_URL || DEFAULT_APP_URL).replace(/\/+$/, '');
  return `${base}${path}`;
}
