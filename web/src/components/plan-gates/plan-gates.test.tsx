import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '@/components/button';
import { FeatureGate } from '@/components/plan-gates/feature-gate';
import { limitState, trialBannerTone } from '@/components/plan-gates/plan-gate-rules';
import { SubscriptionStatusChip } from '@/components/plan-gates/subscription-status-chip';
import { TrialBanner } from '@/components/plan-gates/trial-banner';
import { UsageLimitGate } from '@/components/plan-gates/usage-limit-gate';
import { aSubscription, noSubscription } from '@/testing/subscription-fixtures';
import { renderRoute } from '@/testing/test-utils';

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

const expiredTrial = aSubscription({
  status: 'expired',
  trialEndsAt: inDays(-1),
  daysLeft: 0,
  hasAccess: false,
  label: 'Trial Expired',
});

describe('FeatureGate', () => {
  it('when no trial was ever started, then "Upgrade Required" asks to start the free trial and links to /pricing', () => {
    renderRoute(<FeatureGate subscription={noSubscription}>Secret section</FeatureGate>);
    expect(screen.getByRole('heading', { name: 'Upgrade Required' })).toBeInTheDocument();
    expect(screen.getByText('Start your free trial to access this feature')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByText('Secret section')).not.toBeInTheDocument();
  });

  it('when the trial has ended, then the gate asks to renew', () => {
    renderRoute(<FeatureGate subscription={expiredTrial}>Secret section</FeatureGate>);
    expect(screen.getByText(/Renew your plan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Renew Plan' })).toHaveAttribute('href', '/pricing');
  });

  it('when the plan lacks the feature, then the section is replaced; with it, the section shows', () => {
    const { unmount } = renderRoute(
      <FeatureGate subscription={aSubscription()} feature="advancedAnalytics">
        Revenue
      </FeatureGate>,
    );
    expect(screen.getByText(/Starter plan does not include this feature/)).toBeInTheDocument();
    unmount();
    renderRoute(
      <FeatureGate subscription={aSubscription()} feature="employeeManagement">
        Team
      </FeatureGate>,
    );
    expect(screen.getByText('Team')).toBeInTheDocument();
  });

  it('when enforcement is off or a superadmin looks, then nothing is refused', () => {
    const { unmount } = renderRoute(
      <FeatureGate subscription={{ ...noSubscription, enforcement: false }}>Open</FeatureGate>,
    );
    expect(screen.getByText('Open')).toBeInTheDocument();
    unmount();
    renderRoute(
      <FeatureGate subscription={noSubscription} bypass>
        Admin view
      </FeatureGate>,
    );
    expect(screen.getByText('Admin view')).toBeInTheDocument();
  });
});

describe('UsageLimitGate', () => {
  const addButton = (blocked: boolean) => <Button disabled={blocked}>Add Service</Button>;

  it('when usage is under 80 %, then no warning and adding is allowed', () => {
    renderRoute(
      <UsageLimitGate
        state={limitState(aSubscription({ usage: { services: 7, employees: 0, bookingsThisMonth: 0 } }), 'maxServices')}
        noun="services"
      >
        {addButton}
      </UsageLimitGate>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Service' })).toBeEnabled();
  });

  it('when usage reaches 80 %, then a warning shows the count against the cap', () => {
    renderRoute(
      <UsageLimitGate
        state={limitState(aSubscription({ usage: { services: 8, employees: 0, bookingsThisMonth: 0 } }), 'maxServices')}
        noun="services"
      >
        {addButton}
      </UsageLimitGate>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('You are using 8 of 10 services on your plan.');
    expect(screen.getByRole('button', { name: 'Add Service' })).toBeEnabled();
  });

  it('when the limit is reached, then adding is blocked with an upgrade prompt to /pricing', () => {
    renderRoute(
      <UsageLimitGate
        state={limitState(
          aSubscription({ usage: { services: 10, employees: 0, bookingsThisMonth: 0 } }),
          'maxServices',
        )}
        noun="services"
      >
        {addButton}
      </UsageLimitGate>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent("You have reached your plan's limit of 10 services.");
    expect(screen.getByRole('button', { name: 'Add Service' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
  });

  it('when the plan is unlimited, then no cap is shown whatever the usage', () => {
    const unlimited = aSubscription({
      plan: 'enterprise',
      limits: { maxServices: -1, maxEmployees: 50, maxBookingsPerMonth: -1 },
      usage: { services: 400, employees: 0, bookingsThisMonth: 0 },
    });
    renderRoute(
      <UsageLimitGate state={limitState(unlimited, 'maxServices')} noun="services">
        {addButton}
      </UsageLimitGate>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Service' })).toBeEnabled();
  });
});

describe('TrialBanner', () => {
  it('when more than 3 days are left, then the banner is informational', () => {
    expect(trialBannerTone(aSubscription())).toBe('info');
    renderRoute(<TrialBanner subscription={aSubscription()} />);
    expect(screen.getByText('5 days left in your Starter trial.')).toBeInTheDocument();
  });

  it('when 3 days or fewer are left, then the banner warns', () => {
    const soon = aSubscription({ daysLeft: 3, trialEndsAt: inDays(3), label: 'Trial (3 days left)' });
    expect(trialBannerTone(soon)).toBe('warning');
    renderRoute(<TrialBanner subscription={soon} />);
    expect(screen.getByRole('alert')).toHaveTextContent('3 days left in your Starter trial.');
  });

  it('when the trial has ended, then the expired banner shows; a paid plan shows none', () => {
    expect(trialBannerTone(expiredTrial)).toBe('expired');
    expect(
      trialBannerTone(aSubscription({ status: 'active', currentPeriodEnd: inDays(20), label: 'Active - Starter' })),
    ).toBeNull();
    renderRoute(<TrialBanner subscription={expiredTrial} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your Starter trial has ended.');
  });
});

describe('SubscriptionStatusChip', () => {
  it.each([
    ['Trial (5 days left)', aSubscription()],
    ['Active - Professional', aSubscription({ status: 'active', label: 'Active - Professional' })],
    ['Trial Expired', expiredTrial],
    ['No Active Subscription', noSubscription],
  ])('when the label is "%s", then the chip shows it', (label, subscription) => {
    renderRoute(<SubscriptionStatusChip subscription={subscription} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('when no subscription could be read, then the chip says "No Access"', () => {
    renderRoute(<SubscriptionStatusChip subscription={undefined} />);
    expect(screen.getByText('No Access')).toBeInTheDocument();
  });
});
