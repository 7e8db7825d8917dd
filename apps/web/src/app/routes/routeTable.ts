import type { ComponentType } from 'react';

import type { en, LazyNamespace } from '../../i18n/resources.ts';

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
  /** Text namespaces the screen needs beyond the bundled ones, loaded with its code. */
  namespaces?: readonly LazyNamespace[];
}

// Each screen is its own chunk, so the landing downloads only itself.
const landing = () => import('../../screens/landing/LandingScreen.tsx');
const settings = () => import('../../screens/settings/SettingsScreen.tsx');
const notFound = () => import('../../screens/errors/NotFoundScreen.tsx');
const auth = () => import('../../screens/auth/AuthScreen.tsx');
const verify = () => import('../../screens/auth/VerifyScreen.tsx');
const forgotPassword = () => import('../../screens/auth/ForgotPasswordScreen.tsx');
const resetPassword = () => import('../../screens/auth/ResetPasswordScreen.tsx');
const home = () => import('../../screens/home/HomeScreen.tsx');
const legal = () => import('../../screens/legal/LegalScreen.tsx');
const about = () => import('../../screens/about/AboutScreen.tsx');
const continueScreen = () => import('../../screens/continue/ContinueScreen.tsx');
const catalogue = () => import('../../screens/catalogue/CatalogueScreen.tsx');
const characterList = () => import('../../screens/characters/CharacterListScreen.tsx');
const sheet = () => import('../../screens/sheet/SheetScreen.tsx');

const wizard = () => import('../../screens/wizard/WizardScreen.tsx');
const congratulations = () => import('../../screens/wizard/CongratulationsScreen.tsx');
const featureTour = () => import('../../screens/progression/FeatureTourScreen.tsx');
const spellChoice = () => import('../../screens/wizard/SpellChoiceScreen.tsx');
const features = () => import('../../screens/progression/FeaturesScreen.tsx');
const feats = () => import('../../screens/progression/FeatsScreen.tsx');
const classes = () => import('../../screens/progression/ClassesScreen.tsx');
const levelUp = () => import('../../screens/progression/LevelUpScreen.tsx');
const levelUpClass = () => import('../../screens/progression/LevelUpClassScreen.tsx');
const addClass = () => import('../../screens/progression/AddClassScreen.tsx');
const magic = () => import('../../screens/magic/MagicScreen.tsx');
const actions = () => import('../../screens/magic/ActionsScreen.tsx');
const spells = () => import('../../screens/spells/SpellsScreen.tsx');
const pactSpells = () => import('../../screens/spells/PactSpellsScreen.tsx');
const inventory = () => import('../../screens/inventory/InventoryScreen.tsx');
const items = () => import('../../screens/items/ItemsScreen.tsx');
const applyPreset = () => import('../../screens/items/ApplyPresetScreen.tsx');
const characterSettings = () =>
  import('../../screens/characterSettings/CharacterSettingsScreen.tsx');
const characterOrigin = () => import('../../screens/origin/OriginScreen.tsx');
const characterHistory = () => import('../../screens/sync/HistoryScreen.tsx');
const beasts = () => import('../../screens/beasts/BeastsScreen.tsx');
const beastsAdd = () => import('../../screens/beasts/BeastsAddScreen.tsx');
const notes = () => import('../../screens/notes/NotesScreen.tsx');
const note = () => import('../../screens/notes/NoteEditorScreen.tsx');
const campaignList = () => import('../../screens/campaigns/CampaignListScreen.tsx');
const campaign = () => import('../../screens/campaigns/CampaignScreen.tsx');
const join = () => import('../../screens/campaigns/JoinScreen.tsx');
const dhList = () => import('../../screens/dh/list/DhListScreen.tsx');
const dhCreate = () => import('../../screens/dh/wizard/DhWizardScreen.tsx');
const dhSheet = () => import('../../screens/dh/sheet/DhSheetScreen.tsx');
const dhCards = () => import('../../screens/dh/cards/DhCardsScreen.tsx');
const dhDomains = () => import('../../screens/dh/cards/DhDomainsScreen.tsx');
const dhEquipment = () => import('../../screens/dh/equipment/DhEquipmentScreen.tsx');
const dhLevelUp = () => import('../../screens/dh/levelup/DhLevelUpScreen.tsx');

/** What the character screens read: their own texts and the rules' problems and messages. */
const CHARACTER_TEXTS = ['character', 'rules'] as const;
const WIZARD_TEXTS = ['wizard', 'character', 'rules'] as const;
const PROGRESSION_TEXTS = ['progression', 'character', 'rules'] as const;
const MAGIC_TEXTS = ['magic', 'character', 'rules'] as const;
const SPELLS_TEXTS = ['spells', 'magic', 'character', 'rules'] as const;
// The wizard's steps edit the origin; 'magic' names damage types (resistances).
const ORIGIN_TEXTS = ['origin', 'wizard', 'character', 'magic', 'rules'] as const;
// The second system's wizard reuses the first one's cards and chips, and its image cropper.
const DH_WIZARD_TEXTS = ['dh', 'wizard', 'character'] as const;
// The catalogue pages show spells and items as the character's pages do.
const CATALOGUE_TEXTS = ['catalogue', 'spells', 'magic', 'items'] as const;
// 'magic' for the attack rows of the item drawer.
const INVENTORY_TEXTS = ['inventory', 'items', 'character', 'magic', 'rules'] as const;
const BEASTS_TEXTS = ['beasts', 'character', 'rules'] as const;
const NOTES_TEXTS = ['notes', 'character', 'rules'] as const;
// The party view names classes, conditions and spells as the sheet does.
const CAMPAIGN_TEXTS = ['campaigns', 'character', 'rules'] as const;
// The card system's pages: their own texts and the words both its screens share ('dh').
const DH_SHEET_TEXTS = ['dhSheet', 'dh'] as const;

/**
 * Every route of platform.md §2 and character.md §2. /login and /register are one page:
 * React Router has no `(login|register)` parameter pattern, so both paths point at the same
 * screen, which reads its mode from the route id.
 */
const TABLE: readonly RouteMeta[] = [
  { id: 'landing', path: '/', access: 'open', screen: landing, description: 'landing' },
  { id: 'home', path: '/home', access: 'open', screen: home },
  // Open: a signed-in user sees Continue and Show characters under the form.
  { id: 'login', path: '/login', access: 'open', screen: auth },
  { id: 'register', path: '/register', access: 'open', screen: auth },
  { id: 'privacy', path: '/privacy-policy', access: 'open', screen: legal, namespaces: ['legal'] },
  { id: 'terms', path: '/terms-of-service', access: 'open', screen: legal, namespaces: ['legal'] },
  {
    id: 'about',
    path: '/about',
    access: 'open',
    screen: about,
    namespaces: ['legal', 'settings'],
  },
  { id: 'verify', path: '/verify/:token', access: 'open', screen: verify },
  // Signed in, the password is changed in settings; the link from the e-mail works either way.
  { id: 'forgotPassword', path: '/forgot-password', access: 'guest', screen: forgotPassword },
  { id: 'resetPassword', path: '/reset-password/:token', access: 'open', screen: resetPassword },
  {
    id: 'settings',
    path: '/settings',
    access: 'open',
    screen: settings,
    description: 'settings',
    namespaces: ['settings'],
  },
  { id: 'continue', path: '/m', access: 'open', screen: continueScreen },
  // The SRD content to browse without an account (and offline): a visitor's first use.
  {
    id: 'catalogue',
    path: '/catalogue/:tab?',
    access: 'open',
    screen: catalogue,
    namespaces: CATALOGUE_TEXTS,
  },

  { id: 'list', path: '/list', access: 'auth', screen: characterList, namespaces: CHARACTER_TEXTS },
  {
    id: 'campaigns',
    path: '/campaigns',
    access: 'auth',
    screen: campaignList,
    namespaces: CAMPAIGN_TEXTS,
  },
  {
    id: 'campaign',
    path: '/campaign/:id/:tab?',
    access: 'auth',
    screen: campaign,
    namespaces: CAMPAIGN_TEXTS,
  },
  { id: 'join', path: '/j/:token', access: 'auth', screen: join, namespaces: CAMPAIGN_TEXTS },
  // Creating a character needs an account; the wizard's later pages follow the new character.
  { id: 'moc', path: '/moc', access: 'auth', screen: wizard, namespaces: WIZARD_TEXTS },
  { id: 'mocDnd', path: '/moc/dnd', access: 'auth', screen: wizard, namespaces: WIZARD_TEXTS },

  {
    id: 'mocDone',
    path: '/moc/1',
    access: 'character',
    screen: congratulations,
    namespaces: WIZARD_TEXTS,
  },
  {
    id: 'mocFeatures',
    path: '/moc/2',
    access: 'character',
    screen: featureTour,
    namespaces: PROGRESSION_TEXTS,
  },
  {
    id: 'mocSpells',
    path: '/moc/3',
    access: 'character',
    screen: spellChoice,
    namespaces: WIZARD_TEXTS,
  },
  {
    id: 'character',
    path: '/character',
    access: 'character',
    screen: sheet,
    namespaces: CHARACTER_TEXTS,
  },
  {
    id: 'characterSettings',
    path: '/character-settings',
    access: 'character',
    screen: characterSettings,
    namespaces: [...CHARACTER_TEXTS, 'settings'],
  },
  {
    id: 'characterOrigin',
    path: '/character/origin',
    access: 'character',
    screen: characterOrigin,
    namespaces: ORIGIN_TEXTS,
  },
  {
    id: 'characterHistory',
    path: '/character/history',
    access: 'character',
    screen: characterHistory,
    namespaces: CHARACTER_TEXTS,
  },
  {
    id: 'features',
    path: '/features/:mode',
    access: 'character',
    screen: features,
    namespaces: PROGRESSION_TEXTS,
  },
  {
    id: 'magic',
    path: '/magic/:tab?',
    access: 'character',
    screen: magic,
    namespaces: MAGIC_TEXTS,
  },
  { id: 'spells', path: '/spells', access: 'character', screen: spells, namespaces: SPELLS_TEXTS },
  {
    id: 'pactSpells',
    path: '/pact-spells',
    access: 'character',
    screen: pactSpells,
    namespaces: SPELLS_TEXTS,
  },
  {
    id: 'feats',
    path: '/feats',
    access: 'character',
    screen: feats,
    namespaces: PROGRESSION_TEXTS,
  },
  {
    id: 'classes',
    path: '/classes',
    access: 'character',
    screen: classes,
    namespaces: PROGRESSION_TEXTS,
  },
  {
    id: 'actions',
    path: '/actions',
    access: 'character',
    screen: actions,
    namespaces: MAGIC_TEXTS,
  },
  { id: 'beasts', path: '/beasts', access: 'character', screen: beasts, namespaces: BEASTS_TEXTS },
  {
    id: 'beastsAdd',
    path: '/beasts-add',
    access: 'character',
    screen: beastsAdd,
    namespaces: BEASTS_TEXTS,
  },
  {
    id: 'notes',
    path: '/notes',
    access: 'character',
    screen: notes,
    namespaces: NOTES_TEXTS,
  },
  { id: 'note', path: '/notes/:id', access: 'character', screen: note, namespaces: NOTES_TEXTS },
  {
    id: 'items',
    path: '/items/:id?/:container?',
    access: 'character',
    screen: items,
    namespaces: INVENTORY_TEXTS,
  },
  {
    id: 'inventory',
    path: '/inventory/:id?',
    access: 'character',
    screen: inventory,
    namespaces: INVENTORY_TEXTS,
  },
  {
    id: 'applyPreset',
    path: '/inventory/:id/apply-preset',
    access: 'character',
    screen: applyPreset,
    namespaces: INVENTORY_TEXTS,
  },
  {
    id: 'lvlup',
    path: '/lvlup',
    access: 'character',
    screen: levelUp,
    namespaces: PROGRESSION_TEXTS,
  },
  {
    id: 'lvlupClasses',
    path: '/lvlup/classes',
    access: 'character',
    screen: addClass,
    namespaces: PROGRESSION_TEXTS,
  },
  {
    id: 'lvlupClass',
    path: '/lvlup/:id',
    access: 'character',
    screen: levelUpClass,
    namespaces: PROGRESSION_TEXTS,
  },

  // Card-system characters live only on this device (character.md §1): no account needed.
  { id: 'dhList', path: '/dh/list', access: 'open', screen: dhList, namespaces: ['dh'] },
  {
    id: 'dhCreate',
    path: '/dh/character/create',
    access: 'open',
    screen: dhCreate,
    namespaces: DH_WIZARD_TEXTS,
  },
  {
    id: 'dhCharacter',
    path: '/dh/character/:id',
    access: 'open',
    screen: dhSheet,
    namespaces: DH_SHEET_TEXTS,
  },
  {
    id: 'dhCards',
    path: '/dh/character/:id/cards',
    access: 'open',
    screen: dhCards,
    namespaces: DH_SHEET_TEXTS,
  },
  {
    id: 'dhEquipment',
    path: '/dh/character/:id/equipment',
    access: 'open',
    screen: dhEquipment,
    namespaces: DH_SHEET_TEXTS,
  },
  {
    id: 'dhLevelUp',
    path: '/dh/character/:id/level',
    access: 'open',
    screen: dhLevelUp,
    namespaces: DH_SHEET_TEXTS,
  },
  {
    id: 'dhDomains',
    path: '/dh/domains/:id',
    access: 'open',
    screen: dhDomains,
    namespaces: DH_SHEET_TEXTS,
  },

  { id: 'notFound', path: '*', access: 'guest', screen: notFound },
];

/**
 * Every character page shows the sync badge in its header (issue 19), so each loads the sync
 * texts with its own: the badge never shows a key while they arrive.
 */
function withSyncTexts(meta: RouteMeta): RouteMeta {
  if (meta.access !== 'character') return meta;
  return { ...meta, namespaces: [...(meta.namespaces ?? []), 'sync'] };
}

export const ROUTES: readonly RouteMeta[] = TABLE.map(withSyncTexts);
