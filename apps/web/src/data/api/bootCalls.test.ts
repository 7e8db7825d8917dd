import { describe, expect, it } from 'vitest';

import {
  getClientConfig,
  getUser,
  PERMISSION_NO_ANALYTICS,
  updateCharacter,
  updateSettings,
} from '@hearth/contract';

import {
  getClientConfigCall,
  getUserCall,
  NO_ANALYTICS_PERMISSION,
  updateCharacterCall,
  updateSettingsCall,
} from './bootCalls.ts';

describe('start-up calls', () => {
  it('match the contract', () => {
    for (const [light, full] of [
      [getUserCall, getUser],
      [getClientConfigCall, getClientConfig],
      [updateSettingsCall, updateSettings],
      [updateCharacterCall, updateCharacter],
    ] as const) {
      expect([light.method, light.path]).toEqual([full.method, full.path]);
    }
    expect(NO_ANALYTICS_PERMISSION).toBe(PERMISSION_NO_ANALYTICS);
  });
});
