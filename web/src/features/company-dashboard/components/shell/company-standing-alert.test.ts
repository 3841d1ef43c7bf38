import { describe, expect, it } from 'vitest';
import { companyStandingNotice } from './company-standing-alert';

describe('companyStandingNotice', () => {
  it('when the company is active and verified, then no notice', () => {
    expect(companyStandingNotice({ status: 'active', verified: true })).toBeNull();
  });

  it('when suspended or rejected, then a danger notice saying why, before verification', () => {
    expect(companyStandingNotice({ status: 'suspended', verified: true })).toMatchObject({
      tone: 'danger',
      title: 'Your company is suspended',
    });
    expect(companyStandingNotice({ status: 'rejected', verified: false })).toMatchObject({
      tone: 'danger',
      title: 'Your company was rejected',
    });
  });

  it('when a reason was given, then the notice quotes it', () => {
    expect(
      companyStandingNotice({ status: 'suspended', verified: true, standingReason: 'Repeated no-shows' })?.text,
    ).toContain('Reason: Repeated no-shows');
  });

  it('when unverified, then a warning that its services are not in the marketplace', () => {
    expect(companyStandingNotice({ status: 'pending', verified: false })).toMatchObject({
      tone: 'warning',
      title: 'Your company is not verified',
    });
  });
});
