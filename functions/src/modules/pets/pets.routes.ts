import { Router } from 'express';
import { petInputSchema } from '../../contracts/pets';
import { currentUser, petOwnerAccess } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { readPhotoUploads } from '../../core/multipart';
import { rateLimit } from '../../core/rate-limit';
import { idParams, parse } from '../../core/validation';
import { currentUploadLimit } from '../../data/upload-limit';
import { addPet, deletePet, listPets, updatePet, uploadPetPhotos } from './manage-pets';

export function petsRoutes(clock: Clock): Router {
  const router = Router();

  router.get('/pet-owners/pets', ...petOwnerAccess, async (_req, res) => {
    res.json({ success: true, data: await listPets(currentUser(res).uid) });
  });
  // 20 uploads of up to 5 photos per 10 minutes: plenty for a person adding pets, not a flood of storage.
  const uploadLimit = rateLimit({ name: 'uploads', windowMs: 10 * 60_000, max: 20, key: 'user' });
  router.post('/pet-owners/pets/upload-photos', ...petOwnerAccess, uploadLimit, async (req, res) => {
    const files = await readPhotoUploads(req, await currentUploadLimit());
    res.status(201).json({ success: true, data: await uploadPetPhotos(currentUser(res).uid, files) });
  });
  router.post('/pet-owners/pets', ...petOwnerAccess, async (req, res) => {
    const fields = parse(petInputSchema, req.body);
    const pet = await addPet(currentUser(res).uid, fields, clock);
    res.status(201).json({ success: true, data: pet, message: `${pet.name} was added to your pets.` });
  });
  router.put('/pet-owners/pets/:petId', ...petOwnerAccess, async (req, res) => {
    const { petId } = idParams(req, 'petId');
    const fields = parse(petInputSchema, req.body);
    const pet = await updatePet(currentUser(res).uid, petId, fields, clock);
    res.json({ success: true, data: pet, message: `${pet.name} was updated.` });
  });
  router.delete('/pet-owners/pets/:petId', ...petOwnerAccess, async (req, res) => {
    const { petId } = idParams(req, 'petId');
    await deletePet(currentUser(res).uid, petId);
    res.json({ success: true, data: { id: petId }, message: 'The pet was removed.' });
  });
  return router;
}
