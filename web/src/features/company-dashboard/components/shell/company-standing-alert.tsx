import type { CompanyProfile } from '@contracts/company-profile';
import { Alert } from '@/components/alert';

interface StandingNotice {
  tone: 'danger' | 'warning';
  title: string;
  text: string;
}

/**
 * Why a company is out of the marketplace (issue 9 section 3: it can still sign in and sees why): suspended or
 * rejected by Petnest, or not verified. Null when its services are listed.
 */
export function companyStandingNotice(
  profile: Pick<CompanyProfile, 'status' | 'verified'> & Partial<Pick<CompanyProfile, 'standingReason'>>,
): StandingNotice | null {
  // The superadmin's reason (docs/decisions/0088-moderation-with-reasons.md), when one was given.
  const reason = profile.standingReason ? ` Reason: ${profile.standingReason}` : '';
  if (profile.status === 'suspended') {
    return {
      tone: 'danger',
      title: 'Your company is suspended',
      text: `Petnest suspended your company: your services and your public page are hidden from pet owners.${reason} Please contact support.`,
    };
  }
  if (profile.status === 'rejected') {
    return {
      tone: 'danger',
      title: 'Your company was rejected',
      text: `Petnest rejected your company: your services and your public page are hidden from pet owners.${reason} Please contact support.`,
    };
  }
  if (!profile.verified) {
    return {
      tone: 'warning',
      title: 'Your company is not verified',
      text: 'Your services are not shown in the marketplace. Complete your company name, address, city and description in your profile to get verified; if Petnest withdrew your verification, please contact support.',
    };
  }
  return null;
}

export function CompanyStandingAlert({ profile }: { profile: CompanyProfile | undefined }) {
  const notice = profile ? companyStandingNotice(profile) : null;
  if (!notice) return null;
  return (
    <Alert tone={notice.tone} title={notice.title}>
      {notice.text}
    </Alert>
  );
}
