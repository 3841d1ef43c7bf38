import { CalendarDays, CheckCircle2, Mail, Phone, Star } from 'lucide-react';
import type { Employee } from '@contracts/employees';
import { Badge } from '@/components/badge';
import { DescriptionItem } from '@/components/description-item';
import { Button } from '@/components/button';
import { GridCard } from '@/components/card-grid';
import { initialsOf } from '@/components/initials-avatar';
import { formatCalendarDate, formatDate, formatRating } from '@/lib/format';
import { cardSkills, employeeStatusLabels, employeeStatusTones } from './employee-rules';
import badgeList from '@/components/badge-list.module.css';
import styles from './employees.module.css';
import { OneLine } from '@/components/one-line';

interface EmployeeCardProps {
  employee: Employee;
  onEdit: () => void;
  onAssign: () => void;
  onCalendar: () => void;
  onDelete: () => void;
}

/**
 * One employee (docs/product.md#company-dashboard): initials (2 letters at most), name, position, status, email, phone, hire
 * date, rating, completed count, up to 3 skills plus '+N more', and Edit, Assign, Calendar (his feed) and Delete.
 */
export function EmployeeCard({ employee, onEdit, onAssign, onCalendar, onDelete }: EmployeeCardProps) {
  const status = employee.status ?? 'inactive';
  const skills = cardSkills(employee.specialties);
  const hired = employee.hireDate ? formatCalendarDate(employee.hireDate) : formatDate(employee.createdAt);
  const { rating, completedAppointments } = employee.performance;
  return (
    <GridCard aria-labelledby={`employee-${employee.id}`}>
      <div className={styles.cardTop}>
        <span className={styles.initials} aria-hidden="true">
          {initialsOf(employee.name).slice(0, 2)}
        </span>
        <div className={styles.cardName}>
          <h3 id={`employee-${employee.id}`} className={styles.name}>
            {employee.name}
          </h3>
          <p className={styles.position}>{employee.position}</p>
        </div>
        <Badge tone={employeeStatusTones[status]}>{employeeStatusLabels[status]}</Badge>
      </div>
      <dl className={styles.facts}>
        <DescriptionItem icon={Mail} label="Email" value={<OneLine>{employee.email}</OneLine>} />
        <DescriptionItem icon={Phone} label="Phone" value={employee.phone} />
        <DescriptionItem icon={CalendarDays} label="Hire date" value={`Hired ${hired}`} />
        <DescriptionItem
          icon={Star}
          label="Rating"
          value={rating === null ? 'No ratings yet' : `${formatRating(rating)} rating`}
        />
        <DescriptionItem
          icon={CheckCircle2}
          label="Completed appointments"
          value={`${completedAppointments} completed`}
        />
      </dl>
      {skills.shown.length > 0 ? (
        <ul className={`${badgeList.list} ${styles.skills}`} aria-label="Skills">
          {skills.shown.map((skill) => (
            <li key={skill}>{skill}</li>
          ))}
          {skills.more > 0 ? <li className={styles.moreSkills}>{`+${skills.more} more`}</li> : null}
        </ul>
      ) : null}
      <div className={styles.cardActions}>
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${employee.name}`}>
          Edit
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={onAssign}
          disabled={status !== 'active'}
          aria-label={`Assign ${employee.name} to an appointment`}
        >
          Assign
        </Button>
        <Button size="sm" variant="secondary" onClick={onCalendar} aria-label={`Calendar feed of ${employee.name}`}>
          Calendar
        </Button>
        <Button size="sm" variant="danger" onClick={onDelete} aria-label={`Delete ${employee.name}`}>
          Delete
        </Button>
      </div>
    </GridCard>
  );
}
