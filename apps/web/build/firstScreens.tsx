import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { createInstance } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';

import { RouteMetaContext } from '../src/app/routes/routerContext.ts';
import type { RouteMeta } from '../src/app/routes/routeTable.ts';
import { ROUTES } from '../src/app/routes/routeTable.ts';
import type { AppLinkProps } from '../src/components/link/AppLink.tsx';
import { AppLinkProvider } from '../src/components/link/AppLink.tsx';
import { Link } from '../src/components/link/RouterLink.tsx';
import { DEFAULT_LANGUAGE } from '../src/i18n/languages.ts';
import { en, NAMESPACES } from '../src/i18n/resources.ts';
import AuthScreen from '../src/screens/auth/AuthScreen.tsx';
import HomeScreen from '../src/screens/home/HomeScreen.tsx';
import LandingScreen from '../src/screens/landing/LandingScreen.tsx';

/** The screens index.html carries, already rendered, keyed by the path they are shown on. */
export const FIRST_SCREENS = { landing: '/', login: '/login', home: '/home' } as const;
export type FirstScreen = keyof typeof FIRST_SCREENS;

const routerLink = (props: AppLinkProps) => <Link {...props} />;

/** The texts and the query cache every screen reads from. */
function withProviders(i18n: i18n, children: ReactNode) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}

/**
 * Renders a screen of the router as a visitor on a first visit sees it (English, no session,
 * nothing loaded yet): at its path, with its route-table entry and the router's links.
 */
function renderRouterScreen(id: FirstScreen, Screen: ComponentType, i18n: i18n): string {
  const meta: RouteMeta | undefined = ROUTES.find((route) => route.id === id);
  if (!meta) throw new Error(`No route ${id} in the route table`);
  return renderToStaticMarkup(
    withProviders(
      i18n,
      <AppLinkProvider value={routerLink}>
        <MemoryRouter initialEntries={[meta.path]}>
          <RouteMetaContext value={meta}>
            <Screen />
          </RouteMetaContext>
        </MemoryRouter>
      </AppLinkProvider>,
    ),
  );
}

/** The landing, sign-in and home screens' markup, rendered at build time (build/prerender.ts). */
export async function renderFirstScreens(): Promise<Record<FirstScreen, string>> {
  const texts = createInstance();
  await texts.use(initReactI18next).init({
    resources: { en },
    lng: DEFAULT_LANGUAGE,
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return {
    // Without the router, as app/LandingApp.tsx shows it.
    landing: renderToStaticMarkup(withProviders(texts, <LandingScreen />)),
    login: renderRouterScreen('login', AuthScreen, texts),
    home: renderRouterScreen('home', HomeScreen, texts),
  };
}
