import type { FastifyInstance } from 'fastify';

import { deleteAccount, exportAccount } from '@hearth/contract';

import { deleteAccountData } from '../../accounts/delete-account.ts';
import { exportUserData } from '../../accounts/export.ts';
import { AppError } from '../../errors/app-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { AUTH_LIMITS, refuseIfExhausted } from '../../rate-limit/limits.ts';
import { removingReleasedFiles } from '../../uploads/upload-files.ts';

const DELETE_WORD = 'DELETE';

/** The user's own data: take it all away (export) or erase it (delete). */
export function accountDataRoutes(app: FastifyInstance) {
  registerEndpoint(app, exportAccount, async ({ request, reply }) => {
    reply.header('content-disposition', 'attachment; filename="hearth-export.json"');
    return exportUserData(app.database.db, request.user!, app.now());
  });

  registerEndpoint(app, deleteAccount, async ({ body, request }) => {
    const user = request.user!;
    if (user.passwordHash) {
      if (!body.password) {
        throw new AppError('VALIDATION', undefined, {
          fields: [{ path: 'body.password', message: 'Password is required' }],
        });
      }
      // A stolen token must not turn into unlimited password guesses here either.
      const key = `login-fail:account:${user.email ?? user.id}`;
      await refuseIfExhausted(app.rateLimiter, key, AUTH_LIMITS.loginFailuresPerAccount);
      if (!(await app.passwords.verify(user.passwordHash, body.password))) {
        await app.rateLimiter.hit(key, AUTH_LIMITS.loginFailuresPerAccount.windowS);
        throw new AppError('WRONG_CREDENTIALS');
      }
    } else {
      // Social-only accounts have no password: typing the e-mail (or DELETE) shows intent.
      const confirm = body.confirm?.trim();
      const confirmed =
        confirm === DELETE_WORD || (user.email !== null && confirm?.toLowerCase() === user.email);
      if (!confirmed) throw new AppError('WRONG_CREDENTIALS', 'Type your e-mail or DELETE');
    }
    // The uploaded images go with the account: their files once the deletion has committed.
    await removingReleasedFiles(app.uploadFiles, (released) =>
      deleteAccountData(app.database.db, user.id, released),
    );
    // Its sessions went with it (cascade): no instance may go on trusting a kept copy.
    app.accounts.sessions.forgetUser(user.id);
    request.log.info({ userId: user.id }, 'account deleted');
    return { deleted: true as const };
  });
}
