import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { defaultMenu } from '../../data/characters/menu.ts';
import { i18n } from '../../i18n/index.ts';
import { makeCharacter } from '../../test/characterFixture.ts';
import { CharacterNav } from './CharacterNav.tsx';

// jsdom lays nothing out: each test says how wide an item is, and a label's text is 8 px a
// letter, as Chromium would measure them.
let itemWidth = 0;
let resize: (() => void) | undefined;

beforeAll(async () => {
  await i18n.loadNamespaces('character');
});

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('character-nav__item') ? itemWidth : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    return { width: (this.textContent ?? '').length * 8 } as DOMRect;
  });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resize = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  resize = undefined;
});

const fighter = makeCharacter({
  settings: { menu: defaultMenu({ spellcaster: false, druid: false }) },
});

const shownLabels = () =>
  [...document.querySelectorAll('.character-nav__label')].map((label) => label.textContent);

function renderNav() {
  render(
    <MemoryRouter initialEntries={['/actions']}>
      <CharacterNav character={fighter} />
    </MemoryRouter>,
  );
  // A ResizeObserver reports each element once when it starts observing it, laid out.
  act(() => resize?.());
}

describe('the bottom bar', () => {
  it('shows labels in full when they fit', () => {
    itemWidth = 96;
    renderNav();
    expect(shownLabels()).toEqual(['Character', 'Features', 'Actions', 'Inventory']);
    expect(screen.getByRole('link', { name: 'Actions' }).getAttribute('href')).toBe('/actions');
  });

  it('cuts labels longer than seven letters to six only when they do not fit, and again when the bar grows', () => {
    itemWidth = 60;
    renderNav();
    expect(shownLabels()).toEqual(['Chara…', 'Featu…', 'Actions', 'Inven…']);
    itemWidth = 96;
    act(() => resize?.());
    expect(shownLabels()).toEqual(['Character', 'Features', 'Actions', 'Inventory']);
  });
});
