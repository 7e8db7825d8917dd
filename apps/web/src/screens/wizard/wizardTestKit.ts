import { screen, within } from '@testing-library/react';

import type {
  AbilityMethod,
  CatalogueLists,
  CreationDraft,
  RulesCatalogue,
  WizardStep,
} from '@hearth/rules';
import { ABILITY_METHODS, indexCatalogue, suggestedDraft, WIZARD_STEPS } from '@hearth/rules';

import { getCharacterDB } from '../../data/db/openCharacterDB.ts';
import { setToken } from '../../data/session.ts';
import { setCurrentUser } from '../../data/user.ts';
import { makeCharacter } from '../../test/characterFixture.ts';
import { makeUser, mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { DRAFT_STORAGE_KEY } from './wizardStorage.ts';

/**
 * Test kit of the wizard's screens: the real SRD catalogue entries (packages/content), put into
 * the device database the way a catalogue sync leaves them, and the wizard opened where a test
 * wants it.
 */
const entries = {
  classes: import.meta.glob('../../../../../packages/content/src/entries/dnd5e/classes/*.json', {
    eager: true,
    import: 'default',
  }),
  species: import.meta.glob('../../../../../packages/content/src/entries/dnd5e/species/*.json', {
    eager: true,
    import: 'default',
  }),
  backgrounds: import.meta.glob(
    '../../../../../packages/content/src/entries/dnd5e/backgrounds/*.json',
    { eager: true, import: 'default' },
  ),
  features: import.meta.glob('../../../../../packages/content/src/entries/dnd5e/features/*.json', {
    eager: true,
    import: 'default',
  }),
  items: import.meta.glob('../../../../../packages/content/src/entries/dnd5e/items/*.json', {
    eager: true,
    import: 'default',
  }),
  spells: import.meta.glob('../../../../../packages/content/src/entries/dnd5e/spells/*.json', {
    eager: true,
    import: 'default',
  }),
  presets: import.meta.glob('../../../../../packages/content/src/entries/dnd5e/presets/*.json', {
    eager: true,
    import: 'default',
  }),
  rules: import.meta.glob('../../../../../packages/content/src/entries/dnd5e/rules/*.json', {
    eager: true,
    import: 'default',
  }),
} as Record<string, Record<string, Record<string, unknown>>>;

export type CatalogueStore = keyof typeof entries;

export function catalogueEntries(store: string): Record<string, unknown>[] {
  return Object.values(entries[store] ?? {});
}

/** Fills the device's catalogue stores with the real entries. */
export async function loadRealCatalogue(): Promise<void> {
  const db = await getCharacterDB();
  await Promise.all(
    Object.keys(entries).map((store) => db.table(store).bulkPut(catalogueEntries(store))),
  );
}

/** The real catalogue indexed for the rules, as `useRulesCatalogue` gives it to screens. */
let indexed: RulesCatalogue | undefined;

export function realRulesCatalogue(): RulesCatalogue {
  return (indexed ??= indexCatalogue({
    classes: catalogueEntries('classes'),
    species: catalogueEntries('species'),
    backgrounds: catalogueEntries('backgrounds'),
    features: catalogueEntries('features'),
    items: catalogueEntries('items'),
    spells: catalogueEntries('spells'),
    presets: catalogueEntries('presets'),
  } as unknown as CatalogueLists));
}

/** Opens the wizard where a test wants it: a draft at a step, every step before it reached. */
export function seedWizard(draft: CreationDraft, step: WizardStep): void {
  window.sessionStorage.setItem(
    DRAFT_STORAGE_KEY,
    JSON.stringify({ draft, step, reached: WIZARD_STEPS.indexOf(step) }),
  );
}

/** The fighter/soldier/human draft the rules propose, with a name. */
export const fighterDraft = (method: AbilityMethod = ABILITY_METHODS.array): CreationDraft =>
  suggestedDraft(realRulesCatalogue(), {
    classId: 'fighter',
    backgroundId: 'soldier',
    speciesId: 'human',
    method,
    name: 'Brienne',
  });

/** The character the creation call answers with in the wizard's tests. */
export const createdCharacter = makeCharacter({ id: '77', name: 'Brienne' });

type Routes = Parameters<typeof mockApi>[0];

/** The API as the wizard meets it: creation answers 201, then /moc/1 loads the new character. */
export function serveWizard(overrides: Routes = {}) {
  return mockApi({
    'GET /api/config': { body: NO_CONFIG },
    'GET /api/health': { body: { ok: true } },
    'POST /api/characters': { status: 201, body: createdCharacter },
    'GET /api/characters/77': { body: createdCharacter },
    'GET /api/inventory/77': { body: [] },
    ...overrides,
  });
}

/** A signed-in user, the real catalogue on the device, no draft kept. */
export async function prepareWizard(): Promise<void> {
  window.sessionStorage.clear();
  await loadRealCatalogue();
  setToken('t');
  setCurrentUser(makeUser());
}

export const button = (name: string | RegExp) => screen.getByRole('button', { name });
/** Back and Next (Create) in the bottom bar. */
export const barButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Steps' })).getByRole('button', { name });
/** The accordion header of a step. */
export const stepHeader = (step: WizardStep) =>
  within(screen.getByTestId(`step-${step}`)).getAllByRole('button')[0]!;

export async function openWizard() {
  const view = renderApp('/moc');
  await screen.findByRole('heading', { level: 1, name: 'New character' });
  await screen.findByTestId('step-class');
  return view;
}
