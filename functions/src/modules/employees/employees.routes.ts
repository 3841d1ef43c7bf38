import { Router } from 'express';
import { employeeInputSchema, employeePositions, employeeSkills } from '../../contracts/employees';
import { companyCaller } from '../../core/api-key-auth';
import { actingCompany, companyAccess, type CompanyAccessDependencies } from '../../core/plan-access';
import { idParams, parse } from '../../core/validation';
import { createEmployee } from './create-employee';
import { deleteEmployee } from './delete-employee';
import { employeeStats } from './employee-stats';
import { employeesRepository } from '../../data/employees';
import { updateEmployee } from './update-employee';

/** The employees screen (docs/product.md#employees), wholly behind the feature employeeManagement. */
export function employeesRoutes(dependencies: CompanyAccessDependencies): Router {
  const router = Router();
  const company = [...companyCaller, companyAccess(dependencies, { feature: 'employeeManagement' })];

  router.get('/employees', ...company, async (_req, res) => {
    res.json({ success: true, data: await employeesRepository.list(actingCompany(res).companyId) });
  });
  // The fixed paths come before /employees/:employeeId.
  router.get('/employees/positions/list', ...company, (_req, res) => {
    res.json({ success: true, data: employeePositions });
  });
  router.get('/employees/skills/list', ...company, (_req, res) => {
    res.json({ success: true, data: employeeSkills });
  });
  router.get('/employees/stats', ...company, async (_req, res) => {
    res.json({ success: true, data: employeeStats(await employeesRepository.list(actingCompany(res).companyId)) });
  });
  router.post('/employees', ...company, async (req, res) => {
    const fields = parse(employeeInputSchema, req.body);
    const { companyId } = actingCompany(res);
    const employeeId = await createEmployee(companyId, fields, dependencies.clock);
    res.status(201).json({
      success: true,
      data: await employeesRepository.get(companyId, employeeId),
      message: 'Employee added successfully.',
    });
  });
  router.put('/employees/:employeeId', ...company, async (req, res) => {
    const { employeeId } = idParams(req, 'employeeId');
    const fields = parse(employeeInputSchema, req.body);
    const employee = await updateEmployee(actingCompany(res).companyId, employeeId, fields, dependencies.clock);
    res.json({ success: true, data: employee, message: 'Employee updated successfully.' });
  });
  router.delete('/employees/:employeeId', ...company, async (req, res) => {
    const { employeeId } = idParams(req, 'employeeId');
    const unassigned = await deleteEmployee(actingCompany(res).companyId, employeeId, dependencies.clock);
    const message = unassigned
      ? `Employee removed. ${unassigned} open booking${unassigned === 1 ? ' is' : 's are'} now unassigned.`
      : 'Employee removed.';
    res.json({ success: true, data: { id: employeeId, unassignedBookings: unassigned }, message });
  });
  return router;
}
