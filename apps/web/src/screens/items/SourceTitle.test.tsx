import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { SourceInfo } from '@hearth/contract';

import { getCharacterDB } from '../../data/db/openCharacterDB.ts';
import { i18n } from '../../i18n/index.ts';
import { ALL_ITEMS, listShown, openItems, withItemsCatalogue } from './itemsTestKit.ts';

withItemsCatalogue();

// An item from a source the app has no words for: only the server's list names it.
const TRINKETS: SourceInfo = {
  key: 'tinkers-trove',
  system: 'dnd5e',
  title: "The Tinker's Trove",
  image: null,
  official: false,
  required: false,
  licence: 'CC-BY-4.0',
  attribution: 'A community book.',
};
const GADGET = { ...ALL_ITEMS[0]!, id: 'clockwork-gadget', title: 'Clockwork Gadget' };

beforeAll(async () => {
  await (await getCharacterDB()).table('items').put({ ...GADGET, source: TRINKETS.key });
});
afterAll(async () => {
  await (await getCharacterDB()).table('items').delete(GADGET.id);
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

async function sourceChips(): Promise<string[]> {
  await listShown();
  await userEvent.setup().click(screen.getByRole('button', { name: /^(Filters|Фильтры)/ }));
  const panel = screen.getByRole('group', { name: /^(Filters|Фильтры)/ });
  const sources = within(panel).getByRole('group', { name: /^(Source|Источник)/ });
  return within(sources)
    .getAllByRole('button')
    .map((chip) => chip.textContent ?? '');
}

describe('/items source filter', () => {
  it("names each source by its title, never by its key ('Srd-5-2')", async () => {
    openItems('/items/inv-pack', { 'GET /api/sources': { body: [TRINKETS] } });
    expect(await sourceChips()).toEqual(['System Reference Document 5.2', "The Tinker's Trove"]);
  });

  it('names the SRD offline too, in the player’s language', async () => {
    await act(() => i18n.changeLanguage('ru'));
    openItems('/items/inv-pack', { 'GET /api/sources': 'network-error' });
    const chips = await sourceChips();
    expect(chips).toContain('Системный справочный документ 5.2');
    // Nobody describes the other source here: its key is all there is.
    expect(chips).toContain('tinkers-trove');
  });
});
