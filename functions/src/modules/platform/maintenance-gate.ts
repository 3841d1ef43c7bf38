import type { RequestHandler } from 'express';
import { roleFromClaims } from '../../contracts/roles';
import { AppError } from '../../core/errors';
import { adminAuth } from '../../core/firebase';
import type { PlatformSettingsReader } from '../../data/platform-settings';

/**
 * Maintenance mode (docs/product.md#maintenance-mode): while it is on, the API answers 503 to everyone but superadmins,
 * who need it to switch maintenance off again. The health check stays open for monitoring.
 */
export function maintenanceGate(settings: PlatformSettingsReader): RequestHandler {
  return async (req, _res, next) => {
    if (req.path === '/health') return next();
    const { general } = await settings.get();
    if (!general.maintenanceMode || (await isSuperadmin(req.get('authorization')))) return next();
    throw new AppError('MAINTENANCE', 503, 'Petnest is down for maintenance. Please try again shortly.');
  };
}

async function isSuperadmin(header: string | undefined): Promise<boolean> {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!token) return false;
  try {
    return roleFromClaims(await adminAuth().verifyIdToken(token, true)) === 'superadmin';
  } catch {
    return false;
  }
}
