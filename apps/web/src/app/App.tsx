import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';

import type { AppLinkProps } from '../components/link/AppLink.tsx';
import { AppLinkProvider } from '../components/link/AppLink.tsx';
import { Link } from '../components/link/RouterLink.tsx';
import { clearUserDataOnSessionEnd } from '../data/sessionData.ts';
import type { AppRouter } from './routes/appRouter.ts';
import { AppRoutes } from './routes/AppRoutes.tsx';

/** Links shared with the router-less landing page are the router's own here. */
const routerLink = (props: AppLinkProps) => <Link {...props} />;

/** The providers every screen relies on. */
export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  // The cache this app shows from is emptied whenever the signed-in account leaves.
  useEffect(() => clearUserDataOnSessionEnd(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <AppLinkProvider value={routerLink}>
        <AppRoutes router={router} />
      </AppLinkProvider>
    </QueryClientProvider>
  );
}
