import type { Application, Request, RequestHandler } from 'express';
import { platformSettingsRepository, type PlatformSettingsReader } from '../data/platform-settings';
import { systemClock, type Clock } from './clock';
import { Lanes } from './lanes';

/**
 * What `createApp` was built with, for middleware shared by every router (`authenticate`, `superadminAccess`),
 * which routers use as constants rather than build from their dependencies.
 */
export interface RequestServices {
  /**
   * Ages sessions. Token times (`auth_time`) are real times, so this is the real clock, not the app's business
   * clock: tests move that one days ahead to simulate bookings with tokens signed in moments ago.
   */
  sessionClock: Clock;
  settings: PlatformSettingsReader;
  /** This instance's queues for transactions that contend (core/lanes.ts); each app has its own, like an instance. */
  lanes: Lanes;
  /** Each API key's own hourly allowance (core/api-key-auth.ts), one per app so its counts are the app's. */
  apiKeyLimit: RequestHandler;
}

const fallbackLanes = new Lanes();

export function provideRequestServices(app: Application, services: RequestServices): void {
  app.locals.services = services;
}

export function requestServices(req: Request): RequestServices {
  return (
    (req.app.locals.services as RequestServices | undefined) ?? {
      sessionClock: systemClock,
      settings: platformSettingsRepository,
      lanes: fallbackLanes,
      // Only an app from createApp authenticates API keys, so outside one there is no key to count.
      apiKeyLimit: (_req, _res, next) => next(),
    }
  );
}
