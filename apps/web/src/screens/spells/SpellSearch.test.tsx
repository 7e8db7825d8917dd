import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { wholeList } from '../../components/search/searchTestKit.ts';
import {
  ALL_SPELLS,
  listedTitles,
  openCharacter,
  resultCount,
  withSpellCatalogue,
  wizard,
} from './spellsTestKit.ts';

withSpellCatalogue();

/** The raw SRD entries, to check the screen's filtering against. */
type Raw = (typeof ALL_SPELLS)[number] & {
  school: string;
  concentration: boolean;
  casting_time: string;
  range: { type: string };
  components: { verbal: boolean; somatic: boolean; material: string | null };
};
const raw = ALL_SPELLS as Raw[];
const wizardList = raw.filter((spell) => spell.classes.includes('wizard') && spell.level <= 1);
const titlesOf = (spells: Raw[]) => spells.map((spell) => spell.title).sort();

async function openWizardList() {
  openCharacter(wizard(), '/spells');
  await wholeList({ loaded: true });
  await screen.findByRole('button', { name: 'Spellbook: Magic Missile' });
  await wholeList();
  expect(resultCount()).toBe(wizardList.length);
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

describe('/spells search', () => {
  it('filters and highlights once typing pauses for 200 ms, and not before', async () => {
    await openWizardList();
    const search = screen.getByRole('searchbox', { name: 'Search spells' });
    vi.useFakeTimers();
    fireEvent.change(search, { target: { value: 'mis' } });
    act(() => vi.advanceTimersByTime(150));
    fireEvent.change(search, { target: { value: 'MISSILE' } });
    act(() => vi.advanceTimersByTime(199));
    // Still typing: the whole list, nothing marked.
    expect(resultCount()).toBe(wizardList.length);
    expect(document.querySelector('mark')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(listedTitles()).toEqual(['Magic Missile']);
    expect(resultCount()).toBe(1);
    const marks = [...document.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['Missile']);
    expect(screen.getByRole('button', { name: 'Magic Missile' }).textContent).toContain(
      'Magic Missile',
    );

    fireEvent.change(search, { target: { value: 'nothing like this' } });
    act(() => vi.advanceTimersByTime(200));
    expect(resultCount()).toBe(0);
    expect(screen.getByText(/No spell matches/)).toBeDefined();
    fireEvent.change(search, { target: { value: '' } });
    act(() => vi.advanceTimersByTime(200));
    expect(resultCount()).toBe(wizardList.length);
    vi.useRealTimers();
  });
});

describe('/spells filters', () => {
  it('narrows the list with each filter, combines them, and Clear restores it', async () => {
    const user = userEvent.setup();
    await openWizardList();
    const filtersButton = screen.getByRole('button', { name: 'Filters' });
    await user.click(filtersButton);
    await wholeList();
    expect(filtersButton.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('group', { name: 'Filters' });
    const chip = (legend: string, name: string) =>
      within(within(panel).getByRole('group', { name: legend })).getByRole('button', { name });
    const radio = (group: string, name: string) =>
      within(within(panel).getByRole('radiogroup', { name: group })).getByRole('radio', { name });
    const clear = () => user.click(within(panel).getByRole('button', { name: 'Clear filters' }));

    const cases: [() => HTMLElement, (spell: Raw) => boolean][] = [
      [() => chip('Level', 'Cantrip'), (spell) => spell.level === 0],
      [() => chip('School', 'Evocation'), (spell) => spell.school === 'evocation'],
      [() => radio('Ritual', 'Yes'), (spell) => spell.ritual],
      [() => radio('Concentration', 'Yes'), (spell) => spell.concentration],
      [() => chip('Casting time', 'Reaction'), (spell) => spell.casting_time === 'reaction'],
      [() => chip('Range', 'Self'), (spell) => spell.range.type === 'self'],
      [() => chip('Components', 'Material'), (spell) => spell.components.material !== null],
      [() => chip('Class', 'Cleric'), (spell) => spell.classes.includes('cleric')],
    ];
    for (const [control, matches] of cases) {
      await user.click(control());
      await wholeList();
      const expected = titlesOf(wizardList.filter(matches));
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(wizardList.length);
      expect([...listedTitles()].sort()).toEqual(expected);
      expect(resultCount()).toBe(expected.length);
      await clear();
      expect(resultCount()).toBe(wizardList.length);
    }

    // Filters combine: level 1 and Evocation.
    await user.click(chip('Level', '1'));
    await wholeList();
    await user.click(chip('School', 'Evocation'));
    await wholeList();
    expect([...listedTitles()].sort()).toEqual(
      titlesOf(wizardList.filter((spell) => spell.level === 1 && spell.school === 'evocation')),
    );
    expect(filtersButton.textContent).toContain('2');
    // The Clear action under the search clears them too.
    const results = document.querySelector('.search-results') as HTMLElement;
    await user.click(within(results).getByRole('button', { name: 'Clear filters' }));
    await wholeList();
    expect(resultCount()).toBe(wizardList.length);
  });

  it("browses every class's spells and picks classes there", async () => {
    const user = userEvent.setup();
    await openWizardList();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await wholeList();
    const panel = screen.getByRole('group', { name: 'Filters' });
    await user.click(within(panel).getByRole('radio', { name: 'All classes' }));
    await wholeList();
    expect(resultCount()).toBe(raw.length);
    const classes = within(panel).getByRole('group', { name: 'Class' });
    await user.click(within(classes).getByRole('button', { name: 'Cleric' }));
    await wholeList();
    const clericSpells = raw.filter((spell) => spell.classes.includes('cleric'));
    expect(resultCount()).toBe(clericSpells.length);
    // A spell off the wizard's list cannot be prepared or written in the book by the wizard.
    expect(screen.getByRole('button', { name: 'Prepared: Bless' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Spellbook: Bless' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(within(panel).getByRole('button', { name: 'Clear filters' }));
    await wholeList();
    expect(resultCount()).toBe(wizardList.length);
    expect(
      within(panel).getByRole('radio', { name: 'Wizard list' }).getAttribute('aria-checked'),
    ).toBe('true');
  });
});

describe('/spells to-top button', () => {
  it('appears after 200 px of scroll and glides back to the top', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    await openWizardList();
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    Object.defineProperty(window, 'scrollY', { value: 200, configurable: true, writable: true });
    fireEvent.scroll(window);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    Object.defineProperty(window, 'scrollY', { value: 201, configurable: true, writable: true });
    fireEvent.scroll(window);
    await user.click(await screen.findByRole('button', { name: 'Back to top' }));
    await wholeList();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
    fireEvent.scroll(window);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });
});
