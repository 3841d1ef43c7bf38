import { BadgeCheck, CalendarCheck, CalendarDays, ClipboardList, Star } from 'lucide-react';
import type { CompanyProfile } from '@contracts/company-profile';
import { StatCard } from '@/components/stat-card';
import { formatDate, formatQuantity, formatRating } from '@/lib/format';
import { StatTiles } from '@/components/stat-tiles';

/** The Statistics tab (docs/product.md#company-dashboard), from the profile's real counters (no rating is made up: "New"). */
export function ProfileStatistics({ profile }: { profile: CompanyProfile }) {
  const active = profile.services.filter((service) => service.isActive).length;
  return (
    <StatTiles>
      <StatCard
        label="Rating"
        icon={<Star size={20} />}
        value={profile.rating === null ? 'New' : formatRating(profile.rating)}
        hint={profile.reviewCount === 0 ? 'No reviews yet' : formatQuantity(profile.reviewCount, 'review')}
      />
      <StatCard label="Total bookings" icon={<CalendarCheck size={20} />} value={profile.totalBookings} />
      <StatCard
        label="Services"
        icon={<ClipboardList size={20} />}
        value={profile.services.length}
        hint={`${active} active`}
      />
      <StatCard
        label="Verification"
        icon={<BadgeCheck size={20} />}
        value={profile.verified ? 'Verified' : 'Pending'}
      />
      <StatCard label="Joined" icon={<CalendarDays size={20} />} value={formatDate(profile.joinedDate)} />
    </StatTiles>
  );
}
