import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '@contracts/roles';
import { fakeSession, renderRoute } from '@/testing/test-utils';
import { PricingRoute } from '@/features/pricing/routes/pricing-route';

function plan(name: string) {
  return within(screen.getByRole('article', { name }));
}

/** Where a plan's Start Free Trial and Subscribe buttons lead. */
function expectPlanLinks(name: string, { trial, subscribe }: { trial: string; subscribe: string }) {
  expect(plan(name).getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', trial);
  expect(plan(name).getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', subscribe);
}

function renderPricing(session = fakeSession()) {
  return renderRoute(<PricingRoute />, { path: '/pricing', session });
}

describe('pricing page', () => {
  it('when opened, then it shows three plans with monthly prices and Professional as Most Popular', () => {
    renderPricing();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(plan('Starter').getByText('$29.00')).toBeInTheDocument();
    expect(plan('Professional').getByText('$59.00')).toBeInTheDocument();
    expect(plan('Enterprise').getByText('$99.00')).toBeInTheDocument();
    expect(plan('Professional').getByText('Most Popular')).toBeInTheDocument();
    expect(plan('Starter').queryByText('Most Popular')).not.toBeInTheDocument();
    expect(screen.getByText('Save 17%')).toBeInTheDocument();
    expect(plan('Starter').getByText('7-day free trial, no credit card required')).toBeInTheDocument();
  });

  it('when Yearly is chosen, then yearly prices and the savings (12 x monthly - yearly) show', async () => {
    const user = userEvent.setup();
    renderPricing();
    await user.click(screen.getByRole('button', { name: 'Yearly' }));
    expect(screen.getByRole('button', { name: 'Yearly' })).toHaveAttribute('aria-pressed', 'true');
    expect(plan('Starter').getByText('$290.00')).toBeInTheDocument();
    expect(plan('Starter').getByText('Save $58.00 per year')).toBeInTheDocument();
    expect(plan('Professional').getByText('Save $118.00 per year')).toBeInTheDocument();
    expect(plan('Enterprise').getByText('Save $198.00 per year')).toBeInTheDocument();
  });

  it('when nobody is signed in, then the plan buttons lead to /signup', () => {
    renderPricing();
    expectPlanLinks('Starter', { trial: '/signup', subscribe: '/signup' });
  });

  it.each<Role>(['pet_owner', 'superadmin'])(
    'when a %s is signed in, then the plan buttons lead to company sign-up',
    (role) => {
      renderPricing(fakeSession({ signedIn: true, role }));
      expectPlanLinks('Professional', { trial: '/signup?type=company', subscribe: '/signup?type=company' });
    },
  );

  it('when a pet_company is signed in, then trial and subscribe lead to the company routes for the chosen period', async () => {
    const user = userEvent.setup();
    renderPricing(fakeSession({ signedIn: true, role: 'pet_company' }));
    expectPlanLinks('Professional', {
      trial: '/company/trial/professional',
      subscribe: '/company/subscribe/professional?period=monthly',
    });
    await user.click(screen.getByRole('button', { name: 'Yearly' }));
    expect(plan('Enterprise').getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      '/company/subscribe/enterprise?period=yearly',
    );
  });
});
