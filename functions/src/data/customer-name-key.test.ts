import { describe, expect, it } from 'vitest';
import { customerNameKey } from './customer-name-key';

describe('customerNameKey', () => {
  it('when names differ in case, accents or spacing, then their keys sort as a person reads them', () => {
    const names = ['Bob Baker', 'alice Arden', 'Adam Ames', 'Élodie Roux', 'eve  Stone', 'Zoe Z'];
    expect([...names].sort()).toEqual(['Adam Ames', 'Bob Baker', 'Zoe Z', 'alice Arden', 'eve  Stone', 'Élodie Roux']);
    expect([...names].sort((a, b) => (customerNameKey(a) < customerNameKey(b) ? -1 : 1))).toEqual([
      'Adam Ames',
      'alice Arden',
      'Bob Baker',
      'Élodie Roux',
      'eve  Stone',
      'Zoe Z',
    ]);
    expect(customerNameKey('  Élodie   ROUX ')).toBe('elodie roux');
  });
});
