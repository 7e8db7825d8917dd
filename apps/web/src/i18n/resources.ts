import auth from './locales/en/auth.json';
import common from './locales/en/common.json';
import errors from './locales/en/errors.json';
import home from './locales/en/home.json';
import landing from './locales/en/landing.json';
import routes from './locales/en/routes.json';

/**
 * The English of the first screens (landing, sign-in, home) and of the app's frame ships inside
 * the main bundle: it is the default and the fallback, so those never wait for a translation
 * file. Other languages, and the other pages' English, load on demand.
 */
export const en = { common, errors, landing, routes, auth, home };

export type Namespace = keyof typeof en;
export const NAMESPACES = Object.keys(en) as Namespace[];

import type beastsTexts from './locales/en/beasts.json';
import type campaignsTexts from './locales/en/campaigns.json';
import type catalogueTexts from './locales/en/catalogue.json';
import type characterTexts from './locales/en/character.json';
import type dhTexts from './locales/en/dh.json';
import type dhSheetTexts from './locales/en/dhSheet.json';
import type favoritesTexts from './locales/en/favorites.json';
import type inventoryTexts from './locales/en/inventory.json';
import type itemsTexts from './locales/en/items.json';
import type legalTexts from './locales/en/legal.json';
import type magicTexts from './locales/en/magic.json';
import type notesTexts from './locales/en/notes.json';
import type originTexts from './locales/en/origin.json';
import type progressionTexts from './locales/en/progression.json';
import type settingsTexts from './locales/en/settings.json';
import type spellsTexts from './locales/en/spells.json';
import type syncTexts from './locales/en/sync.json';
import type wizardTexts from './locales/en/wizard.json';

/**
 * Namespaces of the character screens: loaded with the route that needs them (English too),
 * so the landing page never carries them.
 */
export const LAZY_NAMESPACES = [
  'character',
  'wizard',
  'progression',
  'magic',
  'spells',
  'inventory',
  'items',
  'origin',
  'rules',
  'catalogue',
  'beasts',
  'notes',
  'favorites',
  'campaigns',
  // The second system's screens (list, wizard, sheet), and the names both systems' screens share.
  'dh',
  // The second system's character pages (sheet, cards, equipment, level up).
  'dhSheet',
  // The sync badge, the 'not synced' list and the history of a character (issue 19).
  'sync',
  // The settings and the legal pages (privacy, terms, about).
  'settings',
  'legal',
] as const;
export type LazyNamespace = (typeof LAZY_NAMESPACES)[number];

/** The rules' texts, keyed like the rules' problem and message keys (built from the rules). */
export type RulesTexts = {
  problems: Record<string, unknown>;
  messages: Record<string, unknown>;
};

/** Every English namespace, for typed keys: the bundled ones and the lazy ones. */
export interface EnglishResources extends Record<Namespace, unknown> {
  character: typeof characterTexts;
  wizard: typeof wizardTexts;
  progression: typeof progressionTexts;
  magic: typeof magicTexts;
  spells: typeof spellsTexts;
  inventory: typeof inventoryTexts;
  items: typeof itemsTexts;
  origin: typeof originTexts;
  rules: RulesTexts;
  catalogue: typeof catalogueTexts;
  beasts: typeof beastsTexts;
  notes: typeof notesTexts;
  favorites: typeof favoritesTexts;
  campaigns: typeof campaignsTexts;
  dh: typeof dhTexts;
  dhSheet: typeof dhSheetTexts;
  sync: typeof syncTexts;
  settings: typeof settingsTexts;
  legal: typeof legalTexts;
}

export const ALL_NAMESPACES: readonly string[] = [...NAMESPACES, ...LAZY_NAMESPACES];
