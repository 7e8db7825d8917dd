import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

import { useSession } from '../../data/session.ts';
import { guardRedirect } from './guard.ts';
import type { Access } from './routeTable.ts';

/** The one guard: re-renders on login, logout and character changes, and redirects. */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const session = useSession();
  const target = guardRedirect(access, session);
  if (target) return <Navigate to={target} replace />;
  return children;
}
