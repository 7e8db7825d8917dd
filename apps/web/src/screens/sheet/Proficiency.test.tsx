import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Character, InventoryItem } from '@hearth/contract';

import { setActiveCharacter, setToken } from '../../data/session.ts';
import { setCurrentUser } from '../../data/user.ts';
import { i18n } from '../../i18n/index.ts';
import { clearCatalogue, putCatalogue } from '../../test/catalogueEntries.ts';
import { makeCharacter, makeInventory } from '../../test/characterFixture.ts';
import type { MockCall } from '../../test/mockFetch.ts';
import { makeUser, mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';

const STORES = {
  classes: ['fighter', 'wizard'],
  species: ['human', 'elf'],
  backgrounds: ['soldier', 'sage'],
  features: ['savage-attacker', 'magic-initiate'],
  items: ['chain-mail', 'calligraphers-supplies', 'gaming-set-dice'],
  spells: [],
  rules: ['arcana', 'athletics', 'perception', 'stealth', 'nature', 'common', 'elvish', 'draconic'],
};

/** A level-1 human wizard whose class gives Arcana and Investigation (the Soldier the rest). */
const wizard = (overrides: Partial<Character> = {}) =>
  makeCharacter({
    name: 'Merla',
    classes: [{ id: 'wizard', level: 1, hit_dice: 0 }],
    attributes: { str: 8, dex: 14, con: 14, int: 16, wis: 12, cha: 10 },
    options: {
      'soldier-bonus': ['str', 'str', 'con'],
      'wizard-skills': ['arcana', 'investigation'],
      'soldier-tool': ['gaming-set-dice'],
      lang: ['elvish', 'draconic'],
    },
    hp: { current: 8, max: 8, max_mod: 0, temp: 0 },
    ...overrides,
  });

const worn = (id: string, itemId: string): InventoryItem => ({
  id,
  inventory_id: 'inv-42',
  item_id: itemId,
  quantity: 1,
  container_id: null,
  equipped: true,
  attuned: false,
  opened: false,
  notes: '',
  options: {},
  custom: false,
  item_data: null,
  updated_at: '2026-11-20T10:00:00.000Z',
});

async function openSheet(character: Character, items: InventoryItem[] = []) {
  const updates: MockCall[] = [];
  mockApi({
    'GET /api/config': { body: NO_CONFIG },
    'GET /api/characters/42': { body: character },
    'GET /api/inventory/42': { body: [makeInventory('42', items)] },
    'POST /api/characters/42': (call) => {
      updates.push(call);
      return { body: { ...character, ...(call.body as object), version: character.version + 1 } };
    },
  });
  renderApp('/character');
  await screen.findByRole('heading', { level: 1, name: character.name }, { timeout: 5000 });
  return updates;
}

async function openSkill(name: string) {
  await userEvent.click(await screen.findByTestId(`skill-${name}`));
  return screen.findByTestId('drawer');
}

describe('skill proficiency on the sheet', () => {
  beforeEach(async () => {
    setToken('token-1');
    setCurrentUser(makeUser());
    setActiveCharacter('42');
    await putCatalogue(STORES);
  });

  afterEach(async () => {
    await clearCatalogue(Object.keys(STORES));
  });

  it("shows a class skill as Proficient from the class's choice; it cannot be removed here", async () => {
    await openSheet(wizard());
    const drawer = await openSkill('arcana');
    // INT 16 (+3) + proficiency +2
    expect(within(drawer).getByTestId('skill-total').textContent).toBe('+5');
    expect(
      within(drawer).getByRole('radio', { name: 'Proficient' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(
      (within(drawer).getByRole('radio', { name: 'Not proficient' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(within(drawer).getByTestId('skill-sources').textContent).toBe('Wizardyour pick');
    expect(within(drawer).getByTestId('skill-hint').textContent).toContain('comes from a choice');
    expect(
      within(drawer).getByRole('link', { name: 'Change the choice' }).getAttribute('href'),
    ).toBe('/features/edit');
  });

  it('adds Expertise on top of the class skill by hand, and takes it back', async () => {
    const updates = await openSheet(wizard());
    const drawer = await openSkill('arcana');
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Expertise' }));
    expect(within(drawer).getByTestId('skill-total').textContent).toBe('+7');
    expect(
      within(drawer).getByRole('radio', { name: 'Expertise' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(within(drawer).getByTestId('skill-sources').textContent).toContain(
      'Marked on the sheet',
    );
    await waitFor(() => expect(updates.length).toBeGreaterThan(0), { timeout: 2000 });
    expect(updates.at(-1)?.body).toMatchObject({ skills: { arcana: 2 } });
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Proficient' }));
    expect(within(drawer).getByTestId('skill-total').textContent).toBe('+5');
  });

  it('marks a skill nothing grants as Proficient, and says a manual mark is for table rules', async () => {
    await openSheet(wizard());
    const drawer = await openSkill('nature');
    expect(
      (within(drawer).getByRole('radio', { name: 'Not proficient' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(within(drawer).getByTestId('skill-hint').textContent).toContain('game master');
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Proficient' }));
    expect(within(drawer).getByTestId('skill-total').textContent).toBe('+5');
    expect(screen.getByTestId('skill-nature').textContent).toContain('+5');
  });

  it("says a background's fixed skill comes with the background", async () => {
    await openSheet(wizard());
    const drawer = await openSkill('intimidation');
    expect(within(drawer).getByTestId('skill-hint').textContent).toBe(
      'Proficient comes with Soldier and cannot be removed here.',
    );
    expect(within(drawer).queryByRole('link', { name: 'Change the choice' })).toBeNull();
  });

  it('flags a skill taken twice, with the way to choose another', async () => {
    // The Fighter picked Athletics, which the Soldier gives too.
    await openSheet(makeCharacter());
    expect(screen.getByTestId('training-twice').textContent).toContain(
      'Athletics: from Fighter, Soldier',
    );
    const drawer = await openSkill('athletics');
    expect(within(drawer).getByRole('status').textContent).toContain('Taken twice');
    expect(within(drawer).getByRole('link', { name: 'Choose another' }).getAttribute('href')).toBe(
      '/features/edit',
    );
  });
});

describe('the proficiencies card, armor class and proficiency bonus', () => {
  beforeEach(async () => {
    setToken('token-1');
    setCurrentUser(makeUser());
    setActiveCharacter('42');
    await putCatalogue(STORES);
  });

  afterEach(async () => {
    await clearCatalogue(Object.keys(STORES));
  });

  it('lists languages, tools, armor and weapon training, each with its source', async () => {
    await openSheet(wizard());
    const rows = (id: string) =>
      [...screen.getByTestId(`training-${id}`).querySelectorAll('li')].map(
        (row) => row.textContent,
      );
    await waitFor(() =>
      expect(rows('languages')).toEqual([
        'CommonKnown by everyone',
        'ElvishChosen at creation',
        'DraconicChosen at creation',
      ]),
    );
    expect(rows('tools')).toEqual(['Gaming Set, DiceSoldier']);
    expect(rows('weapons')).toEqual(['Simple weaponsWizard']);
    expect(screen.getByRole('heading', { name: 'Armor training' }).nextSibling?.textContent).toBe(
      'None',
    );
  });

  it('edits the AC adjustment from the AC drawer, within −20 to 20, and saves it as ac_mod', async () => {
    const updates = await openSheet(wizard());
    expect(screen.getByTestId('ac').textContent).toBe('12');
    await userEvent.click(screen.getByRole('button', { name: 'Armor class 12' }));
    const drawer = await screen.findByTestId('drawer');
    const field = within(drawer).getByLabelText('Adjustment (−20 to 20)');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Increase' }));
    expect((field as HTMLInputElement).value).toBe('1');
    expect(within(drawer).getByTestId('ac-total').textContent).toBe('13');
    expect(within(drawer).getByText('Adjustment')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, '25');
    await userEvent.tab();
    expect((field as HTMLInputElement).value).toBe('20');
    expect(screen.getByTestId('ac').textContent).toBe('32');
    await waitFor(() => expect(updates.at(-1)?.body).toMatchObject({ ac_mod: 20 }), {
      timeout: 2000,
    });
  });

  it('explains the proficiency bonus like every other number', async () => {
    await openSheet(makeCharacter({ classes: [{ id: 'fighter', level: 5, hit_dice: 0 }] }));
    await userEvent.click(screen.getByRole('button', { name: 'Proficiency bonus +3' }));
    const drawer = await screen.findByTestId('drawer');
    const terms = [...drawer.querySelectorAll('.breakdown__term')].map((row) => row.textContent);
    expect(terms).toEqual(['Base+2', 'Every 4 levels after the 1st · Level 5+1']);
  });

  it('warns about armor without training and marks the tests it hampers', async () => {
    await openSheet(wizard(), [worn('mail', 'chain-mail')]);
    expect((await screen.findByTestId('armor-untrained')).textContent).toBe(
      'Not trained with Chain Mail: disadvantage on Strength and Dexterity tests, and no spellcasting',
    );
    expect(screen.getByTestId('skill-athletics').textContent).toContain('Disadv.');
    expect(screen.getByTestId('save-dex-disadvantage').textContent).toContain('Disadvantage');
    expect(screen.getByTestId('save-str-disadvantage')).toBeTruthy();
    expect(screen.queryByTestId('save-int-disadvantage')).toBeNull();
    expect(screen.getByTestId('skill-arcana').textContent).not.toContain('Disadv.');
    const drawer = await openSkill('stealth');
    expect(within(drawer).getByTestId('disadvantage').textContent).toBe(
      'DisadvantageArmor without training · Chain MailArmor that hampers Stealth · Chain Mail',
    );
  });
});

describe('the sheet in Russian', () => {
  beforeEach(async () => {
    setToken('token-1');
    setCurrentUser(makeUser());
    setActiveCharacter('42');
    await putCatalogue(STORES);
  });

  afterEach(async () => {
    await clearCatalogue(Object.keys(STORES));
  });

  it('names skills, passives and units in Russian, not half in English', async () => {
    await openSheet(wizard());
    await act(() => i18n.changeLanguage('ru'));
    await waitFor(() => expect(screen.getByTestId('passives').textContent).toContain('Пассивное'));
    expect(screen.getByTestId('passives').textContent).toBe(
      'Пассивное Восприятие 11 · Пассивная Проницательность 11 · Пассивный Анализ 15',
    );
    expect(screen.getByTestId('skill-arcana').textContent).toContain('Магия');
    expect(screen.getByTestId('speed').nextSibling?.textContent).toBe('фт');
  });
});
