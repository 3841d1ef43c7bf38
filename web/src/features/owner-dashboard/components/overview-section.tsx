import {
  Bell,
  Building2,
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  Heart,
  HeartPulse,
  History,
  PawPrint,
  Pill,
  Stethoscope,
  Syringe,
} from 'lucide-react';
import type { OwnerDashboardStats } from '@contracts/owners';
import { bookingStatusLabels, bookingStatuses, type BookingStatus } from '@contracts/booking-vocabulary';
import { Badge } from '@/components/badge';
import { ButtonLink } from '@/components/button';
import { ErrorWithRetry } from '@/components/error-with-retry';
import { Skeleton } from '@/components/skeleton';
import { ALL_TIME, periodLabel } from '@contracts/metrics';
import { StatCard } from '@/components/stat-card';
import { formatCalendarDate, formatDate, formatNights, formatRating, formatTime } from '@/lib/format';
import { InitialsAvatar } from '@/components/initials-avatar';
import { useFavorites } from '@/lib/api/favorites';
import { Link } from 'react-router';
import { emptyDashboardStats, useDashboardStats } from '@/features/owner-dashboard/api/get-dashboard-stats';
import { sectionPath } from '@/features/owner-dashboard/components/dashboard-sections';
import layout from '@/components/layout/dashboard-sections.module.css';
import { StatTiles } from '@/components/stat-tiles';
import { Panel, PanelList } from '@/components/layout/panel';
import styles from './overview-section.module.css';

const reminderIcons = {
  vaccination: <Syringe size={18} aria-hidden="true" />,
  checkup: <Stethoscope size={18} aria-hidden="true" />,
  medication: <Pill size={18} aria-hidden="true" />,
};
const priorityTones = { high: 'danger', medium: 'warning', low: 'info' } as const;
const priorityLabels = { high: 'High priority', medium: 'Due soon', low: 'Ongoing' } as const;

function statusOf(value: string): BookingStatus | undefined {
  return bookingStatuses.find((status) => status === value);
}

/** Dashboard: the cards, upcoming appointments, health reminders and recent activity (docs/product.md#owner-dashboard). */
export function OverviewSection({ firstName }: { firstName: string }) {
  const stats = useDashboardStats();
  const data: OwnerDashboardStats = stats.data ?? emptyDashboardStats;
  const loading = stats.isPending;
  const summaryCards = [
    { label: 'Pets', Icon: PawPrint, value: data.totalPets },
    {
      label: 'Upcoming bookings',
      Icon: CalendarClock,
      value: data.upcomingBookings,
      hint: 'Pending or confirmed, from today',
    },
    { label: 'Total bookings', Icon: CalendarCheck, value: data.totalBookings, hint: periodLabel(ALL_TIME) },
    { label: 'Favorite companies', Icon: Building2, value: data.favoriteCompanies, hint: 'Saved from company pages' },
  ];

  return (
    <>
      <p className={styles.welcome}>{`Welcome back, ${firstName}! Here is what is coming up for your pets.`}</p>
      {stats.isError ? (
        <ErrorWithRetry tone="warning" onRetry={() => stats.refetch()}>
          We could not load your latest numbers, so they show as zero for now.
        </ErrorWithRetry>
      ) : null}

      <section aria-label="Summary" aria-busy={loading || undefined}>
        <StatTiles>
          {summaryCards.map(({ label, Icon, value, hint }) => (
            <StatCard key={label} label={label} icon={<Icon size={20} />} loading={loading} value={value} hint={hint} />
          ))}
        </StatTiles>
      </section>

      <div className={layout.columns}>
        <Panel
          titleId="upcoming-title"
          icon={<CalendarDays size={20} aria-hidden="true" />}
          title="Upcoming appointments"
          action={
            <ButtonLink to={sectionPath('bookings')} variant="ghost" size="sm">
              View all
            </ButtonLink>
          }
        >
          <PanelList
            items={loading ? undefined : data.upcomingAppointments}
            placeholder={<ListSkeleton rows={5} />}
            empty={<EmptyList text="No upcoming appointments." browse />}
          >
            {(appointment) => {
              const status = statusOf(appointment.status);
              return (
                <li key={appointment.id} className={styles.item}>
                  <div className={styles.dateBox} aria-hidden="true">
                    <span>{formatCalendarDate(appointment.date).split(' ')[0]}</span>
                    <strong>{appointment.date.slice(8, 10).replace(/^0/, '')}</strong>
                  </div>
                  <div className={styles.itemText}>
                    <p className={styles.itemTitle}>{appointment.serviceName}</p>
                    <p className={styles.itemMeta}>{`${appointment.companyName} · ${appointment.petName}`}</p>
                    <p
                      className={styles.itemMeta}
                    >{`${formatCalendarDate(appointment.date, { weekday: true })} at ${formatTime(appointment.time)}${appointment.nights ? ` · ${formatNights(appointment.nights)}` : ''}`}</p>
                  </div>
                  {status ? <Badge tone={status}>{bookingStatusLabels[status]}</Badge> : null}
                </li>
              );
            }}
          </PanelList>
        </Panel>

        <Panel titleId="health-title" icon={<HeartPulse size={20} aria-hidden="true" />} title="Health reminders">
          <PanelList
            items={loading ? undefined : data.petHealthReminders}
            placeholder={<ListSkeleton rows={3} />}
            empty={<EmptyList text="No health reminders right now." />}
          >
            {(reminder) => (
              <li key={reminder.id} className={styles.item}>
                <span className={styles.itemIcon}>{reminderIcons[reminder.type]}</span>
                <div className={styles.itemText}>
                  <p className={styles.itemTitle}>{reminder.message}</p>
                  <p
                    className={styles.itemMeta}
                  >{`${reminder.petName} · due ${formatCalendarDate(reminder.dueDate)}`}</p>
                </div>
                <Badge tone={priorityTones[reminder.priority]}>{priorityLabels[reminder.priority]}</Badge>
              </li>
            )}
          </PanelList>
        </Panel>
      </div>

      <div className={layout.columns}>
        <FavoriteCompanies />
        <Panel titleId="activity-title" icon={<History size={20} aria-hidden="true" />} title="Recent activity">
          <PanelList
            items={loading ? undefined : data.recentActivity}
            placeholder={<ListSkeleton rows={5} />}
            empty={<EmptyList text="No recent activity." />}
          >
            {(activity) => (
              <li key={activity.id} className={styles.item}>
                <span className={styles.itemIcon}>
                  <Bell size={18} aria-hidden="true" />
                </span>
                <div className={styles.itemText}>
                  <p className={styles.itemTitle}>{activity.message}</p>
                  <p className={styles.itemMeta}>{formatDate(activity.date)}</p>
                </div>
              </li>
            )}
          </PanelList>
        </Panel>
      </div>
    </>
  );
}

const FAVORITES_SHOWN = 5;

/** The companies the owner saved (Save on a company page), the latest first, each linking to its page. */
function FavoriteCompanies() {
  const favorites = useFavorites();
  return (
    <Panel
      titleId="favorites-title"
      icon={<Heart size={20} aria-hidden="true" />}
      title="Favorite companies"
      load={{ query: favorites, failedText: 'We could not load your favorite companies.' }}
    >
      <PanelList
        items={favorites.data?.slice(0, FAVORITES_SHOWN)}
        placeholder={<ListSkeleton rows={3} />}
        empty={<EmptyList text="No favorite companies yet. Save the ones you like from their pages." browse />}
      >
        {(favorite) => (
          <li key={favorite.companyId} className={styles.item}>
            <InitialsAvatar name={favorite.name} src={favorite.logoUrl} />
            <div className={styles.itemText}>
              <Link to={`/company/${favorite.companyId}`} className={styles.itemTitle}>
                {favorite.name}
              </Link>
              <p className={styles.itemMeta}>
                {[
                  [favorite.city, favorite.state].filter(Boolean).join(', '),
                  favorite.reviewCount > 0 ? `${formatRating(favorite.rating)} out of 5` : 'No reviews yet',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
          </li>
        )}
      </PanelList>
    </Panel>
  );
}

/** What an empty list says instead, with a way to the marketplace where that is where the list fills from. */
function EmptyList({ text, browse = false }: { text: string; browse?: boolean }) {
  return (
    <div className={styles.empty}>
      <p>{text}</p>
      {browse ? (
        <ButtonLink to={sectionPath('browse')} variant="secondary" size="sm">
          Browse Services
        </ButtonLink>
      ) : null}
    </div>
  );
}

/**
 * A list's placeholder in the shape of the list it becomes: rows of an item's height (a 48 px date box or icon with
 * two lines, and the padding), as many as the list mostly holds (appointments and activity hold up to five), so the
 * panels under it do not jump when the figures arrive.
 */
function ListSkeleton({ rows }: { rows: number }) {
  return (
    <div className={layout.list} aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={72} radius="md" />
      ))}
    </div>
  );
}
