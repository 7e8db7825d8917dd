import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';

import { useEditCharacter } from '../../data/characters/editing.ts';
import type { MenuEntry } from '../../data/characters/menu.ts';
import {
  currentMenu,
  MENU_ENTRIES,
  MENU_PATHS,
  moveMenuEntry,
  toggleMenuEntry,
  visibleMenu,
} from '../../data/characters/menu.ts';

/**
 * The character menu's entries, each shown or hidden and moved up or down (spec §2), as the bar
 * shows them (a menu never set, or left as an earlier default made it, reads as today's).
 */
export function MenuSettings({ character }: { character: Character }) {
  const { t } = useTranslation('character');
  const edit = useEditCharacter();
  const stored = character.settings.menu;
  const menu = currentMenu(stored);
  const visible = new Set(visibleMenu(stored));
  const ordered = [...MENU_ENTRIES].sort(
    (a, b) =>
      (menu?.[MENU_PATHS[a]]?.order ?? MENU_ENTRIES.indexOf(a)) -
      (menu?.[MENU_PATHS[b]]?.order ?? MENU_ENTRIES.indexOf(b)),
  );
  const save = (next: NonNullable<Character['settings']['menu']>) =>
    edit(character, { ...character, settings: { ...character.settings, menu: next } });
  const shown = (entry: MenuEntry) => visible.has(entry);
  return (
    <section className="card" aria-labelledby="menu-settings-title">
      <h2 id="menu-settings-title" className="eyebrow card__title">
        {t('settings.menu')}
      </h2>
      <ul className="menu-settings">
        {ordered.map((entry, index) => (
          <li key={entry} className="menu-settings__item">
            <label className="menu-settings__show">
              <input
                type="checkbox"
                className="switch"
                checked={shown(entry)}
                disabled={entry === 'character'}
                onChange={(event) => save(toggleMenuEntry(stored, entry, event.target.checked))}
              />
              <span>{t(`menu.${entry}`)}</span>
            </label>
            <button
              type="button"
              className="icon-button"
              aria-label={t('settings.moveUp', { entry: t(`menu.${entry}`) })}
              disabled={index === 0}
              onClick={() => save(moveMenuEntry(stored, entry, -1))}
            >
              ↑
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={t('settings.moveDown', { entry: t(`menu.${entry}`) })}
              disabled={index === ordered.length - 1}
              onClick={() => save(moveMenuEntry(stored, entry, 1))}
            >
              ↓
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
