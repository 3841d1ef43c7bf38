import { Router } from 'express';
import { ownerProfileInputSchema, userSettingsInputSchema } from '../../contracts/owners';
import { authenticate, currentUser, petOwnerAccess } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { idParams, parse } from '../../core/validation';
import { deleteOwnAccount } from './delete-account';
import { listFavorites, removeFavorite, saveFavorite } from './favorites';
import { getOwnerDashboardStats } from './get-dashboard-stats';
import { getOwnerProfile, getUserSettings, updateOwnerProfile, updateUserSettings } from './owner-profile';

export function ownersRoutes(clock: Clock): Router {
  const router = Router();

  router.get('/pet-owners/dashboard-stats', ...petOwnerAccess, async (_req, res) => {
    res.json({ success: true, data: await getOwnerDashboardStats(currentUser(res).uid, clock) });
  });
  router.get('/pet-owners/profile', ...petOwnerAccess, async (_req, res) => {
    res.json({ success: true, data: await getOwnerProfile(currentUser(res)) });
  });
  router.put('/pet-owners/profile', ...petOwnerAccess, async (req, res) => {
    const fields = parse(ownerProfileInputSchema, req.body);
    res.json({
      success: true,
      data: await updateOwnerProfile(currentUser(res), fields, clock),
      message: 'Profile updated successfully!',
    });
  });

  // Save on a company page (docs/decisions/0102-favorites-on-the-server.md).
  router.get('/pet-owners/favorites', ...petOwnerAccess, async (_req, res) => {
    res.json({ success: true, data: await listFavorites(currentUser(res).uid) });
  });
  router.put('/pet-owners/favorites/:companyId', ...petOwnerAccess, async (req, res) => {
    res.json({
      success: true,
      data: await saveFavorite(currentUser(res).uid, idParams(req, 'companyId').companyId, clock.now()),
      message: 'Saved to your favorites.',
    });
  });
  router.delete('/pet-owners/favorites/:companyId', ...petOwnerAccess, async (req, res) => {
    res.json({
      success: true,
      data: await removeFavorite(currentUser(res).uid, idParams(req, 'companyId').companyId),
      message: 'Removed from your favorites.',
    });
  });

  // Any signed-in user: /settings is every role's page.
  router.get('/users/me/settings', authenticate, async (_req, res) => {
    res.json({ success: true, data: await getUserSettings(currentUser(res).uid) });
  });
  router.put('/users/me/settings', authenticate, async (req, res) => {
    const settings = parse(userSettingsInputSchema, req.body);
    res.json({
      success: true,
      data: await updateUserSettings(currentUser(res).uid, settings, clock),
      message: 'Settings saved successfully!',
    });
  });
  router.delete('/users/me', authenticate, async (_req, res) => {
    await deleteOwnAccount(currentUser(res), clock);
    res.json({ success: true, data: { deleted: true }, message: 'Your account and personal data were deleted.' });
  });
  return router;
}
