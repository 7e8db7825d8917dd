import type { ComponentType } from 'react';

import type { en } from '../../i18n/resources.ts';

/**
 * Who may open a route (spec §2):
 * - open: anyone;
 * - auth: a stored token, else /login;
 * - guest: no token, else /list (the catch-all 404; the sign-in page stays open because it
 *   shows signed-in users its Continue and Show characters buttons);
 * - character: an active character, else /list.
 */
export type Access = 'open' | 'auth' | 'guest' | 'character';

export type RouteId = keyof typeof en.routes.title;
export type RouteDescription = keyof typeof en.routes.description;

export interface RouteMeta {
  /** Unique; also the key of the page title in routes.json. */
  id: RouteId;
  path: string;
  access: Access;
  /** Key of the meta description; the app-wide one otherwise. */
  description?: RouteDescription;
  screen: () => Promise<{ default: ComponentType }>;
}

// Each screen is its own chunk, so the landing downloads only itself.
const landing = () => import('../../screens/landing/LandingScreen.tsx');
const settings = () => import('../../screens/settings/SettingsScreen.tsx');
const notFound = () => import('../../screens/errors/NotFoundScreen.tsx');
const auth = () => import('../../screens/auth/AuthScreen.tsx');
const verify = () => import('../../screens/auth/VerifyScreen.tsx');
const home = () => import('../../screens/home/HomeScreen.tsx');
const legal = () => import('../../screens/legal/LegalScreen.tsx');
const about = () => import('../../screens/about/AboutScreen.tsx');
const continueScreen = () => import('../../screens/continue/ContinueScreen.tsx');
const placeholder = () => import('../../screens/placeholder/PlaceholderScreen.tsx');

/**
 * Every route of platform.md §2 and character.md §2. Screens not built yet share the
 * placeholder, which shows the route's title. /login and /register are one page: React
 * Router has no `(login|register)` parameter pattern, so both paths point at the same
 * screen, which reads its mode from the route id.
 */
export const ROUTES: readonly RouteMeta[] = [
  { id: 'landing', path: '/', access: 'open', screen: landing, description: 'landing' },
  { id: 'home', path: '/home', access: 'open', screen: home },
  // Open: a signed-in user sees Continue and Show characters under the form.
  { id: 'login', path: '/login', access: 'open', screen: auth },
  { id: 'register', path: '/register', access: 'open', screen: auth },
  { id: 'privacy', path: '/privacy-policy', access: 'open', screen: legal },
  { id: 'terms', path: '/terms-of-service', access: 'open', screen: legal },
  { id: 'about', path: '/about', access: 'open', screen: about },
  { id: 'verify', path: '/verify/:token', access: 'open', screen: verify },
  { id: 'settings', path: '/settings', access: 'open', screen: settings, description: 'settings' },
  { id: 'continue', path: '/m', access: 'open', screen: continueScreen },

  { id: 'list', path: '/list', access: 'auth', screen: placeholder },
  { id: 'campaigns', path: '/campaigns', access: 'auth', screen: placeholder },
  { id: 'campaign', path: '/campaign/:id/:tab?', access: 'auth', screen: placeholder },
  { id: 'join', path: '/j/:token', access: 'auth', screen: placeholder },
  // Creating a character needs an account; the wizard's later pages follow the new character.
  { id: 'moc', path: '/moc', access: 'auth', screen: placeholder },
  { id: 'mocDnd', path: '/moc/dnd', access: 'auth', screen: placeholder },

  { id: 'mocDone', path: '/moc/1', access: 'character', screen: placeholder },
  { id: 'mocFeatures', path: '/moc/2', access: 'character', screen: placeholder },
  { id: 'mocSpells', path: '/moc/3', access: 'character', screen: placeholder },
  { id: 'character', path: '/character', access: 'character', screen: placeholder },
  {
    id: 'characterSettings',
    path: '/character-settings',
    access: 'character',
    screen: placeholder,
  },
  { id: 'features', path: '/features/:mode', access: 'character', screen: placeholder },
  { id: 'magic', path: '/magic/:tab?', access: 'character', screen: placeholder },
  { id: 'spells', path: '/spells', access: 'character', screen: placeholder },
  { id: 'pactSpells', path: '/pact-spells', access: 'character', screen: placeholder },
  { id: 'feats', path: '/feats', access: 'character', screen: placeholder },
  { id: 'classes', path: '/classes', access: 'character', screen: placeholder },
  { id: 'actions', path: '/actions', access: 'character', screen: placeholder },
  { id: 'beasts', path: '/beasts', access: 'character', screen: placeholder },
  { id: 'beastsAdd', path: '/beasts-add', access: 'character', screen: placeholder },
  { id: 'notes', path: '/notes', access: 'character', screen: placeholder },
  { id: 'items', path: '/items/:id?/:container?', access: 'character', screen: placeholder },
  { id: 'inventory', path: '/inventory/:id?', access: 'character', screen: placeholder },
  {
    id: 'applyPreset',
    path: '/inventory/:id/apply-preset',
    access: 'character',
    screen: placeholder,
  },
  { id: 'lvlup', path: '/lvlup', access: 'character', screen: placeholder },
  { id: 'lvlupClasses', path: '/lvlup/classes', access: 'character', screen: placeholder },
  { id: 'lvlupClass', path: '/lvlup/:id', access: 'character', screen: placeholder },

  // Card-system characters live only on this device (character.md §1): no account needed.
  { id: 'dhList', path: '/dh/list', access: 'open', screen: placeholder },
  { id: 'dhCreate', path: '/dh/character/create', access: 'open', screen: placeholder },
  { id: 'dhCharacter', path: '/dh/character/:id', access: 'open', screen: placeholder },
  { id: 'dhCards', path: '/dh/character/:id/cards', access: 'open', screen: placeholder },
  { id: 'dhEquipment', path: '/dh/character/:id/equipment', access: 'open', screen: placeholder },
  { id: 'dhDomains', path: '/dh/domains/:id', access: 'open', screen: placeholder },

  { id: 'notFound', path: '*', access: 'guest', screen: notFound },
];
