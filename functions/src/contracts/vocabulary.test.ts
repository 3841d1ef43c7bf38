import { describe, expect, it } from 'vitest';
import { keysOf } from './vocabulary';

describe('keysOf', () => {
  it('when a labels record is given, then its keys in the order it names them', () => {
    expect(keysOf({ stay: 'Stay', appointment: 'Appointment', 'api-keys': 'API keys' })).toEqual([
      'stay',
      'appointment',
      'api-keys',
    ]);
  });
});
