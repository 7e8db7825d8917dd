import type { User } from '@hearth/contract';

import type { UserRow } from './users-repository.ts';

/**
 * The contract's User: what a client may see of an account. Built field by field, so a column
 * added later (a hash, a secret) can never leak by being spread in.
 */
export function toUserView(row: UserRow): User {
  const settings = row.settings;
  const providers: User['providers'] = [];
  if (row.googleId) providers.push('google');
  if (row.telegramId) providers.push('telegram');
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    avatar_color: row.avatarColor,
    avatar_id: row.avatarId,
    settings: {
      lang: settings.lang === 'ru' ? 'ru' : 'en',
      sources: settings.sources ?? [],
      navanim: settings.navanim ?? true,
      navtext: settings.navtext ?? true,
    },
    permissions: row.permissions,
    verified: row.emailVerifiedAt !== null,
    has_password: row.passwordHash !== null,
    providers,
  };
}
