import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';

import { clearUserDataOnSessionEnd } from '../data/sessionData.ts';
import type { AppRouter } from './routes/router.tsx';

/** The providers every screen relies on. */
export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  // The cache this app shows from is emptied whenever the signed-in account leaves.
  useEffect(() => clearUserDataOnSessionEnd(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
