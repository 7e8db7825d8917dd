import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { i18n } from '../../i18n/index.ts';
import { clearCatalogue, putCatalogue } from '../../test/catalogueEntries.ts';
import { DRAGON, SPEARMAN } from './creatureFixtures.ts';
import { StatBlock } from './StatBlock.tsx';

const STORES = {
  spells: ['command', 'detect-magic', 'fireball', 'scorching-ray'],
  items: ['spear', 'chain-shirt'],
  rules: ['charmed'],
};

beforeAll(async () => {
  await i18n.loadNamespaces(['beasts', 'character']);
  await putCatalogue(STORES);
});
afterAll(() => clearCatalogue(Object.keys(STORES)));

/** The stat block's label → text lines (AC, Saving throws, Senses…). */
function facts(block: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    within(block)
      .getAllByRole('term')
      .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  );
}

describe('the full stat block', () => {
  it("gives a dragon's numbers, defenses, senses and XP in its lair", () => {
    render(<StatBlock beast={DRAGON} />);
    const block = screen.getByTestId('stat-block');
    expect(block.textContent).toContain('Huge Dragon, chaotic evil');
    expect(facts(block)).toMatchObject({
      AC: '19',
      HP: '256 (19d12+133)',
      'Saving throws': 'DEX +6, WIS +7',
      Skills: 'Perception +13, Stealth +6',
      Immunities: 'Fire',
      Senses: 'Blindsight 60 ft, Darkvision 120 ft, Passive Perception 23',
      Languages: 'Common, Draconic',
    });
    expect(screen.getByTestId('stat-block-xp').textContent).toBe(
      'XP 18,000 (20,000 in lair) · PB +6',
    );
    expect(block.textContent).toContain('Speed 40 ft, Fly 80 ft, Climb 40 ft');
  });

  it('shows traits with their uses, attacks, saves and recharges', () => {
    render(<StatBlock beast={DRAGON} />);
    expect(
      screen.getByTestId('beast-trait-legendary-resistance').querySelector('strong')?.textContent,
    ).toBe('Legendary Resistance (3/day, 4/day in lair)');
    expect(screen.getByTestId('beast-action-rend').textContent).toContain(
      'Melee · +14 to hit · reach 10 ft · 13 (1d8+8) Slashing + 5 (2d4) Fire',
    );
    const breath = screen.getByTestId('beast-action-fire-breath');
    expect(breath.querySelector('strong')?.textContent).toBe('Fire Breath (Recharge 5–6)');
    expect(breath.textContent).toContain('DC 21 DEX save');
  });

  it('lists legendary actions with their uses a round and costs', () => {
    render(<StatBlock beast={DRAGON} />);
    const legendary = screen.getByTestId('beast-legendarys');
    expect(within(legendary).getByRole('heading').textContent).toBe('Legendary actions');
    expect(within(legendary).getByTestId('legendary-uses').textContent).toBe(
      '3 legendary actions a round (4 in its lair), each taken right after another creature’s turn.',
    );
    expect(
      within(legendary).getByTestId('beast-action-fiery-rays').querySelector('strong')?.textContent,
    ).toBe('Fiery Rays (costs 2 actions)');
    // Legendary actions are not among the ordinary ones.
    expect(
      within(screen.getByTestId('beast-actions')).queryByTestId('beast-action-fiery-rays'),
    ).toBeNull();
  });

  it('gives spellcasting: ability, DC, attack and the spells by uses, by their titles', async () => {
    render(<StatBlock beast={DRAGON} />);
    const casting = screen.getByTestId('beast-spellcasting');
    expect(casting.textContent).toContain(
      'Spellcasting ability: Charisma · save DC 20 · +12 to hit with spell attacks',
    );
    await waitFor(() => expect(facts(casting)['At will:']).toBe('Command, Detect Magic'));
    expect(facts(casting)['1/day each:']).toBe('Fireball, Scorching Ray');
  });

  it('words a melee-or-ranged attack, telepathy, condition immunities and gear', async () => {
    render(<StatBlock beast={SPEARMAN} />);
    expect(screen.getByTestId('beast-action-spear').textContent).toContain(
      'Melee or ranged · +3 to hit · reach 5 ft or range 20/60 ft · 4 (1d6+1) Piercing',
    );
    const block = screen.getByTestId('stat-block');
    expect(facts(block).Senses).toBe('Telepathy 60 ft, Passive Perception 12');
    await waitFor(() => expect(facts(block).Gear).toBe('Spear, Chain Shirt'));
    expect(facts(block)['Condition immunities']).toBe('Charmed');
  });
});

describe('the stat block in Russian', () => {
  it('words size, type and alignment in Russian', async () => {
    await act(() => i18n.changeLanguage('ru'));
    try {
      render(<StatBlock beast={DRAGON} />);
      const line = screen.getByTestId('stat-block').textContent ?? '';
      expect(line).toContain('хаотично-злой');
      expect(line).not.toContain('chaotic evil');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
