import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { PlatformSettingsReader } from '../data/platform-settings';

/**
 * The API settings' cache switches on public (signed-out) reads: `Cache-Control: public, max-age=<cacheExpiry>`,
 * or `no-cache` when caching is off. The ETag carries the cache generation, so "clear cache" makes every copy
 * stale for revalidation. Failures keep the error handler's headers: an error is never cached.
 */
export function publicCache(settings: PlatformSettingsReader): RequestHandler {
  return async (_req, res, next) => {
    const { api, cacheGeneration } = await settings.get();
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode < 400) {
        const digest = createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27);
        res.set({
          'Cache-Control': api.cacheEnabled ? `public, max-age=${api.cacheExpiry}` : 'no-cache',
          ETag: `W/"${cacheGeneration}-${digest}"`,
        });
      }
      return json(body);
    };
    next();
  };
}
