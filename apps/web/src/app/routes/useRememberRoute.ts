import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { rememberRoute } from './lastRoute.ts';

/** Remembers the route the user lands on (path and query); `remember` false skips it. */
export function useRememberRoute(remember: boolean): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (remember) rememberRoute(pathname + search);
  }, [remember, pathname, search]);
}
