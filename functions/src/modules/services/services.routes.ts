import { Router } from 'express';
import { isServiceToggle, serviceInputSchema, serviceToggleSchema } from '../../contracts/services';
import { companyCaller } from '../../core/api-key-auth';
import { currentUser } from '../../core/auth';
import { actingCompany, companyAccess, type CompanyAccessDependencies } from '../../core/plan-access';
import { idParams, parse } from '../../core/validation';
import { toCompanyService } from './company-service-view';
import { createService } from './create-service';
import { deleteService } from './delete-service';
import { listCompanyServices } from './list-company-services';
import { servicesRepository } from '../../data/services';
import { updateService } from './update-service';

/** The services screen (docs/product.md#company-dashboard), behind the feature basicReporting; the plan's maxServices caps adding. */
export function servicesRoutes(deps: CompanyAccessDependencies): Router {
  const router = Router();
  const access = [...companyCaller, companyAccess(deps, { feature: 'basicReporting' })];

  router.get('/services', ...access, async (_req, res) => {
    res.json({ success: true, data: await listCompanyServices(actingCompany(res).companyId) });
  });

  router.post('/services', ...access, async (req, res) => {
    const fields = parse(serviceInputSchema, req.body);
    const { companyId } = actingCompany(res);
    const id = await createService(companyId, fields, deps.clock);
    const created = await servicesRepository.get(companyId, id);
    res.status(201).json({ success: true, data: toCompanyService(created!), message: 'Service added' });
  });

  router.put('/services/:serviceId', ...access, async (req, res) => {
    const { serviceId } = idParams(req, 'serviceId');
    const input = isServiceToggle(req.body)
      ? parse(serviceToggleSchema, req.body)
      : parse(serviceInputSchema, req.body);
    res.json({
      success: true,
      data: await updateService(actingCompany(res).companyId, serviceId, input, deps.clock),
      message: 'Service updated',
    });
  });

  router.delete('/services/:serviceId', ...access, async (req, res) => {
    const { serviceId } = idParams(req, 'serviceId');
    const deleted = await deleteService(currentUser(res), actingCompany(res).companyId, serviceId, deps.clock);
    const message =
      deleted.cancelledBookings === 0
        ? 'Service deleted'
        : `Service deleted; ${deleted.cancelledBookings} upcoming booking${deleted.cancelledBookings === 1 ? ' was' : 's were'} cancelled and the customers told by email.`;
    res.json({ success: true, data: deleted, message });
  });

  return router;
}
