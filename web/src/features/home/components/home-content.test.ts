import { describe, expect, it } from 'vitest';
import { homeContentFor } from '@/features/home/components/home-content';

describe('home content by role', () => {
  it('when signed out, then the main button goes to /signin', () => {
    expect(homeContentFor(false, null).primary).toEqual({ label: 'Get Started', to: '/signin' });
  });

  it('when signed in as a pet owner, then the main button goes to the owner dashboard', () => {
    expect(homeContentFor(true, 'pet_owner').primary).toEqual({
      label: 'Go to My Dashboard',
      to: '/pet-owner/dashboard',
    });
  });

  it('when signed in as a company, then hero, cards and button are the business ones', () => {
    const content = homeContentFor(true, 'pet_company');
    expect(content.primary).toEqual({ label: 'Go to Company Dashboard', to: '/company/dashboard' });
    expect(content.title).toBe('Grow your pet care business with Petnest');
    expect(content.features.map((feature) => feature.title)).toContain('Bookings in one view');
  });

  it('when signed in as a superadmin, then the main button goes to the admin dashboard', () => {
    const content = homeContentFor(true, 'superadmin');
    expect(content.primary).toEqual({ label: 'Go to Admin Dashboard', to: '/admin/dashboard' });
    expect(content.title).not.toBe(homeContentFor(true, 'pet_company').title);
  });
});
