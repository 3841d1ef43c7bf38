import { describe, expect, it } from 'vitest';
import { systemStatus } from './system-status';

const normal = { maintenanceMode: false, platformStatusFailed: false, analyticsFailed: false, pendingCompanies: 0 };

describe('systemStatus', () => {
  it('when every signal reads normal, then healthy', () => {
    expect(systemStatus(normal).level).toBe('healthy');
  });

  it('when maintenance mode is on, then critical, whatever else holds', () => {
    expect(
      systemStatus({ ...normal, maintenanceMode: true, analyticsFailed: true, pendingCompanies: 3 }),
    ).toMatchObject({ level: 'critical', title: 'Critical: Maintenance Mode Is On' });
  });

  it('when companies wait for review or a signal failed, then a warning naming each reason', () => {
    expect(systemStatus({ ...normal, pendingCompanies: 1 }).reasons).toEqual(['1 company is waiting for review.']);
    const status = systemStatus({
      ...normal,
      maintenanceMode: undefined,
      platformStatusFailed: true,
      analyticsFailed: true,
      pendingCompanies: 2,
    });
    expect(status.level).toBe('warning');
    expect(status.reasons).toEqual([
      'The platform status could not be read.',
      'Platform analytics could not be loaded.',
      '2 companies are waiting for review.',
    ]);
  });

  it('when the signals are still loading, then healthy rather than a false alarm', () => {
    expect(
      systemStatus({
        maintenanceMode: undefined,
        platformStatusFailed: false,
        analyticsFailed: false,
        pendingCompanies: undefined,
      }).level,
    ).toBe('healthy');
  });
});
