import { Router } from 'express';
import { customerNoteSchema, customersQuerySchema } from '../../contracts/customers';
import { companyCaller } from '../../core/api-key-auth';
import { currentUser } from '../../core/auth';
import { actingCompany, companyAccess, type CompanyAccessDependencies } from '../../core/plan-access';
import { idParams, parse } from '../../core/validation';
import { addCustomerNote } from './add-customer-note';
import { getCustomer } from './get-customer';
import { listCustomers } from './list-customers';

/** The customers screen (docs/product.md#customers); no plan feature names it, so the subscription's access alone gates it. */
export function customersRoutes(dependencies: CompanyAccessDependencies): Router {
  const router = Router();
  const company = [...companyCaller, companyAccess(dependencies)];

  router.get('/customers', ...company, async (req, res) => {
    const query = parse(customersQuerySchema, req.query);
    res.json({ success: true, ...(await listCustomers(actingCompany(res).companyId, query)) });
  });
  router.get('/customers/:customerId', ...company, async (req, res) => {
    const { customerId } = idParams(req, 'customerId');
    res.json({ success: true, data: await getCustomer(actingCompany(res).companyId, customerId) });
  });
  router.post('/customers/:customerId/notes', ...company, async (req, res) => {
    const { customerId } = idParams(req, 'customerId');
    const { note } = parse(customerNoteSchema, req.body);
    const notes = await addCustomerNote(
      currentUser(res),
      actingCompany(res).companyId,
      customerId,
      note,
      dependencies.clock,
    );
    res.status(201).json({ success: true, data: { notes }, message: 'Note added.' });
  });
  return router;
}
