import { render } from '@testing-library/react';

import { App } from '../app/App.tsx';
import { createAppRouter, memoryHistory } from '../app/routes/appRouter.ts';
import { createQueryClient } from '../data/queryClient.ts';

/** The real route tree and providers, in memory, opened at `path`. */
export function renderApp(path: string) {
  const router = createAppRouter(memoryHistory(path));
  const queryClient = createQueryClient();
  const view = render(<App router={router} queryClient={queryClient} />);
  return { router, queryClient, ...view };
}
