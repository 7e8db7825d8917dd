import type { Session } from '../../data/session.ts';
import type { Access } from './routeTable.ts';

/** Where a route sends someone who may not see it, or null when they may. */
export function guardRedirect(access: Access, session: Session): string | null {
  switch (access) {
    case 'open':
      return null;
    case 'auth':
      return session.token ? null : '/login';
    case 'guest':
      return session.token ? '/list' : null;
    case 'character':
      return session.characterId ? null : '/list';
  }
}
