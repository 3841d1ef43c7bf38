import { Router, type Response } from 'express';
import { isDocumentId } from '../../contracts/document-id';
import { authenticate, currentUser, type AuthUser } from '../../core/auth';
import { notFound } from '../../core/errors';
import { companyMediaQuerySchema } from '../../contracts/media';
import { scaledWebp } from '../../core/image-resize';
import { mediaStore } from '../../core/media-store';
import { parse } from '../../core/validation';
import { bookingsRepository } from '../../data/bookings';
import { petPhotoPathPattern } from '../pets';
import { petsRepository } from '../../data/pets';

const companyMediaPattern = /^companies\/([A-Za-z0-9_-]{1,128})\/public\/[A-Za-z0-9-]{1,64}\.(jpg|png|webp)$/;
const mediaNotFound = () => notFound('Media not found');

/** The id a media path belongs to, when the path has the expected shape and the id is a document id. */
function pathOwner(path: string, pattern: RegExp): string {
  const id = pattern.exec(path)?.[1];
  if (!isDocumentId(id)) throw mediaNotFound();
  return id;
}

/** The picture scaled to `width` as WebP; one the scaler cannot read (its header passed, its pixels do not) as it is. */
async function scaled(path: string, media: { bytes: Buffer; contentType: string }, width: number | undefined) {
  if (width === undefined) return media;
  try {
    return { bytes: await scaledWebp(path, media.bytes, width), contentType: 'image/webp' };
  } catch {
    return media;
  }
}

/** Sends a stored picture, or with `width` the picture scaled to it. */
async function send(res: Response, path: string, cacheControl: string, width?: number): Promise<void> {
  const media = await mediaStore().read(path);
  if (!media) throw mediaNotFound();
  const { bytes, contentType } = await scaled(path, media, width);
  res.set({ 'Content-Type': contentType, 'Cache-Control': cacheControl, 'X-Content-Type-Options': 'nosniff' });
  res.send(bytes);
}

/** A company sees the photo of a pet it has an active or past booking of (not of the owner's other pets). */
async function companySeesPetPhoto(companyId: string, ownerId: string, path: string): Promise<boolean> {
  const petIds = await petsRepository.idsWithPhoto(ownerId, path);
  for (const petId of petIds) if (await bookingsRepository.companyHasBookedPet(companyId, ownerId, petId)) return true;
  return false;
}

async function maySeePetPhoto(user: AuthUser, ownerId: string, path: string): Promise<boolean> {
  if (user.uid === ownerId || user.role === 'superadmin') return true;
  return user.role === 'pet_company' && companySeesPetPhoto(user.uid, ownerId, path);
}

/**
 * Media with the authorization of the data they belong to (docs/architecture.md#media-store): company media are public;
 * a pet photo is shown to its owner, to companies the pet is booked with, and to superadmins. Anything else is
 * answered as not found, so existence is not revealed.
 */
export function mediaRoutes(): Router {
  const router = Router();
  router.get('/media/companies/*rest', async (req, res) => {
    const path = `companies/${(req.params as { rest: string[] }).rest.join('/')}`;
    pathOwner(path, companyMediaPattern);
    const { w: width } = parse(companyMediaQuerySchema, req.query);
    // A company file's name is never reused for other bytes (uploads get a fresh random name, seeded ones carry their
    // content's hash, a replaced picture gets a new name), so browsers and the CDN may keep it as long as they like.
    await send(res, path, 'public, max-age=31536000, immutable', width);
  });
  router.get('/media/pets/*rest', authenticate, async (req, res) => {
    const path = `pets/${(req.params as { rest: string[] }).rest.join('/')}`;
    const ownerId = pathOwner(path, petPhotoPathPattern);
    if (!(await maySeePetPhoto(currentUser(res), ownerId, path))) throw mediaNotFound();
    await send(res, path, 'private, max-age=3600');
  });
  return router;
}
