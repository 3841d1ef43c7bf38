import { Router } from 'express';
import { z } from 'zod';
import { petInputSchema } from '../../contracts/pets';
import { authenticate, currentUser, requireRole } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { readPhotoUploads } from '../../core/multipart';
import { parse } from '../../core/validation';
import { addPet, deletePet, listPets, updatePet, uploadPetPhotos } from './manage-pets';

const petParamsSchema = z.object({ petId: z.string().min(1).max(128) });

export function petsRoutes(clock: Clock): Router {
  const router = Router();
  const owners = [authenticate, requireRole('pet_owner', 'superadmin')];

  router.get('/pet-owners/pets', ...owners, async (_req, res) => {
    res.json({ success: true, data: await listPets(currentUser(res).uid) });
  });
  router.post('/pet-owners/pets/upload-photos', ...owners, async (req, res) => {
    const files = await readPhotoUploads(req);
    res.status(201).json({ success: true, data: await uploadPetPhotos(currentUser(res).uid, files) });
  });
  router.post('/pet-owners/pets', ...owners, async (req, res) => {
    const fields = parse(petInputSchema, req.body);
    const pet = await addPet(currentUser(res).uid, fields, clock);
    res.status(201).json({ success: true, data: pet, message: `${pet.name} was added to your pets.` });
  });
  router.put('/pet-owners/pets/:petId', ...owners, async (req, res) => {
    const { petId } = parse(petParamsSchema, req.params);
    const fields = parse(petInputSchema, req.body);
    const pet = await updatePet(currentUser(res).uid, petId, fields, clock);
    res.json({ success: true, data: pet, message: `${pet.name} was updated.` });
  });
  router.delete('/pet-owners/pets/:petId', ...owners, async (req, res) => {
    const { petId } = parse(petParamsSchema, req.params);
    await deletePet(currentUser(res).uid, petId);
    res.json({ success: true, data: { id: petId }, message: 'The pet was removed.' });
  });
  return router;
}
