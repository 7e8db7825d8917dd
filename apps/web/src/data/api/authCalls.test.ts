import { describe, expect, it } from 'vitest';

import {
  deleteAccount,
  exportAccount,
  googleSignIn,
  login,
  logout,
  register,
  resendVerification,
  telegramSignIn,
  updateProfile,
  verifyEmail,
} from '@hearth/contract';

import {
  deleteAccountCall,
  exportAccountCall,
  googleSignInCall,
  loginCall,
  logoutCall,
  registerCall,
  resendVerificationCall,
  telegramSignInCall,
  updateProfileCall,
  verifyEmailCall,
} from './authCalls.ts';

describe('sign-in page and profile calls', () => {
  it('match the contract', () => {
    for (const [light, full] of [
      [registerCall, register],
      [loginCall, login],
      [logoutCall, logout],
      [verifyEmailCall, verifyEmail],
      [resendVerificationCall, resendVerification],
      [googleSignInCall, googleSignIn],
      [telegramSignInCall, telegramSignIn],
      [updateProfileCall, updateProfile],
      [exportAccountCall, exportAccount],
      [deleteAccountCall, deleteAccount],
    ] as const) {
      expect([light.method, light.path]).toEqual([full.method, full.path]);
    }
  });
});
