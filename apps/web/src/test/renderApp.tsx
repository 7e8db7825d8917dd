import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';

import { App } from '../app/App.tsx';
import { buildRoutes } from '../app/routes/router.tsx';
import { createQueryClient } from '../data/queryClient.ts';

/** The real route tree and providers, in memory, opened at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(<App router={router} queryClient={queryClient} />);
  return { router, queryClient, ...view };
}
