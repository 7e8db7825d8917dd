import type {
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

import { callByPath } from './bootCalls.ts';

/*
 * The sign-in page's and the profile drawer's calls, by method and path only (see bootCalls.ts): the page then loads no
 * schema library. authCalls.test.ts checks them against the contract.
 */
export const registerCall = callByPath<typeof register>('POST', '/auth/register');
export const loginCall = callByPath<typeof login>('POST', '/auth/login');
export const logoutCall = callByPath<typeof logout>('POST', '/auth/logout');
export const verifyEmailCall = callByPath<typeof verifyEmail>('GET', '/verify/:token');
export const resendVerificationCall = callByPath<typeof resendVerification>(
  'POST',
  '/verify/resend',
);
export const googleSignInCall = callByPath<typeof googleSignIn>('POST', '/auth/google');
export const telegramSignInCall = callByPath<typeof telegramSignIn>('POST', '/auth/telegram');
export const updateProfileCall = callByPath<typeof updateProfile>('POST', '/campaigns/user');
export const exportAccountCall = callByPath<typeof exportAccount>('GET', '/auth/export');
export const deleteAccountCall = callByPath<typeof deleteAccount>('DELETE', '/auth/user');
