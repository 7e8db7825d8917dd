import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { useSession } from '../../data/session.ts';
import { guardRedirect } from './guard.ts';
import { rememberReturn } from './returnTo.ts';
import type { Access } from './routeTable.ts';

/** The one guard: re-renders on login, logout and character changes, and redirects. */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const session = useSession();
  const { pathname } = useLocation();
  const target = guardRedirect(access, session);
  // An invite link is where a visitor comes back to once signed in.
  if (target === '/login') rememberReturn(pathname);
  if (target) return <Navigate to={target} replace />;
  return children;
}
