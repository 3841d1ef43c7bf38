import { TOP_PERFORMERS, type Employee, type EmployeeStats } from '../../contracts/employees';

/**
 * The employee stats (docs/product.md#employees) from the employees' own counters (moved by their bookings). The average rating
 * weighs every review equally; employees without reviews do not pull it down.
 */
export function employeeStats(employees: Employee[]): EmployeeStats {
  const reviews = employees.reduce((sum, employee) => sum + employee.performance.reviews, 0);
  const ratingSum = employees.reduce(
    (sum, employee) => sum + (employee.performance.rating ?? 0) * employee.performance.reviews,
    0,
  );
  const topPerformers = [...employees]
    .sort(
      (a, b) =>
        b.performance.completedAppointments - a.performance.completedAppointments ||
        (b.performance.rating ?? 0) - (a.performance.rating ?? 0),
    )
    .slice(0, TOP_PERFORMERS)
    .map((employee) => ({
      id: employee.id,
      name: employee.name,
      role: employee.position,
      rating: employee.performance.rating,
      completedAppointments: employee.performance.completedAppointments,
    }));
  return {
    totalEmployees: employees.length,
    activeEmployees: employees.filter((employee) => employee.status === 'active').length,
    averageRating: reviews ? Math.round((ratingSum / reviews) * 10) / 10 : null,
    totalCompletedAppointments: employees.reduce(
      (sum, employee) => sum + employee.performance.completedAppointments,
      0,
    ),
    topPerformers,
  };
}
