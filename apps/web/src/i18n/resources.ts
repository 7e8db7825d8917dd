import auth from './locales/en/auth.json';
import common from './locales/en/common.json';
import errors from './locales/en/errors.json';
import home from './locales/en/home.json';
import landing from './locales/en/landing.json';
import legal from './locales/en/legal.json';
import routes from './locales/en/routes.json';
import settings from './locales/en/settings.json';

/**
 * English ships inside the main bundle: it is the default and the fallback, so the first
 * screen never waits for a translation file. Other languages load on demand.
 */
export const en = { common, errors, landing, routes, settings, auth, home, legal };

export type Namespace = keyof typeof en;
export const NAMESPACES = Object.keys(en) as Namespace[];
