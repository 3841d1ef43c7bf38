import { Router, type Response } from 'express';
import { authenticate, currentUser } from '../../core/auth';
import { notFound } from '../../core/errors';
import { mediaStore } from '../../core/media-store';
import { bookingsRepository } from '../bookings/bookings.repository';
import { petPhotoPathPattern } from '../pets/manage-pets';

const companyMediaPattern = /^companies\/[A-Za-z0-9_-]{1,128}\/public\/[A-Za-z0-9-]{1,64}\.(jpg|png|webp)$/;

async function send(res: Response, path: string, cacheControl: string): Promise<void> {
  const media = await mediaStore().read(path);
  if (!media) throw notFound('Media not found');
  res.set({ 'Content-Type': media.contentType, 'Cache-Control': cacheControl, 'X-Content-Type-Options': 'nosniff' });
  res.send(media.bytes);
}

/**
 * Media with the authorization of the data they belong to (ARCHITECTURE.md section 6): company media are public;
 * a pet photo is shown to its owner, to companies the owner has booked with, and to superadmins. Anything else is
 * answered as not found, so existence is not revealed.
 */
export function mediaRoutes(): Router {
  const router = Router();
  router.get('/media/companies/*rest', async (req, res) => {
    const path = `companies/${(req.params as { rest: string[] }).rest.join('/')}`;
    if (!companyMediaPattern.test(path)) throw notFound('Media not found');
    await send(res, path, 'public, max-age=86400');
  });
  router.get('/media/pets/*rest', authenticate, async (req, res) => {
    const path = `pets/${(req.params as { rest: string[] }).rest.join('/')}`;
    const ownerId = petPhotoPathPattern.exec(path)?.[1];
    if (!ownerId) throw notFound('Media not found');
    const user = currentUser(res);
    const allowed = user.uid === ownerId || user.role === 'superadmin'
      || (user.role === 'pet_company' && (await bookingsRepository.companyHasBookingFrom(user.uid, ownerId)));
    if (!allowed) throw notFound('Media not found');
    await send(res, path, 'private, max-age=3600');
  });
  return router;
}
