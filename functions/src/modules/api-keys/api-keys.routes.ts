import { Router } from 'express';
import { apiKeyMessages, createApiKeyInputSchema } from '../../contracts/api-keys';
import { auditActor } from '../../core/audit-actor';
import { authenticate, currentUser, requireRole, superadminAccess } from '../../core/auth';
import { actingCompany, companyAccess, type CompanyAccessDependencies } from '../../core/plan-access';
import { idParams, parse } from '../../core/validation';
import { createApiKey, listApiKeys, resetApiKeys, revokeApiKey } from './manage-api-keys';

/**
 * docs/decisions/0105-api-keys.md: a company manages its own keys, signed in (never with a key: `authenticate`
 * refuses one); a superadmin may list a company's keys (`?companyId=`), never create or revoke one. Listing and
 * revoking work on any plan, so a company that lost apiAccess can still clean up; creating needs apiAccess.
 */
export function apiKeysRoutes(deps: CompanyAccessDependencies): Router {
  const router = Router();
  const company = [authenticate, requireRole('pet_company')];

  router.get('/companies/api-keys', authenticate, companyAccess(deps, { planCheck: false }), async (_req, res) => {
    res.json({ success: true, data: await listApiKeys(actingCompany(res).companyId) });
  });
  router.post('/companies/api-keys', ...company, companyAccess(deps, { feature: 'apiAccess' }), async (req, res) => {
    const input = parse(createApiKeyInputSchema, req.body);
    const created = await createApiKey(actingCompany(res).companyId, currentUser(res).uid, input, deps.clock);
    res.status(201).json({ success: true, data: created, message: apiKeyMessages.created });
  });
  router.delete('/companies/api-keys/:id', ...company, companyAccess(deps, { planCheck: false }), async (req, res) => {
    const { id } = idParams(req, 'id');
    await revokeApiKey(actingCompany(res).companyId, id);
    res.json({ success: true, data: { id }, message: apiKeyMessages.revoked });
  });
  router.post('/superadmin/actions/reset-api-keys', ...superadminAccess, async (req, res) => {
    const { revoked } = await resetApiKeys(auditActor(req, res), deps.clock);
    res.json({ success: true, data: { revoked }, message: apiKeyMessages.reset(revoked) });
  });
  return router;
}
