import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import type { Character } from '@hearth/contract';

import { useUserSettings } from '../../data/auth/userSettings.ts';
import { COMPACT_ABOVE, MENU_PATHS, menuLabel, visibleMenu } from '../../data/characters/menu.ts';
import { MENU_ICONS } from './menuIcons.tsx';

/**
 * The character menu (spec §2) as a bar at the bottom: the entries the player keeps, in their
 * order; compact above six entries; labels (when the user shows them) cut after seven letters.
 */
export function CharacterNav({ character }: { character: Character }) {
  const { t } = useTranslation('character');
  const { navtext, navanim } = useUserSettings();
  const entries = visibleMenu(character.settings.menu);
  const compact = entries.length > COMPACT_ABOVE;
  const concentrating = (character.options.concentration ?? []).length > 0;
  const classes = [
    'character-nav',
    compact && 'character-nav--compact',
    navanim && 'character-nav--animated',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <nav className={classes} aria-label={t('menu.label')}>
      {entries.map((entry) => {
        const label = t(`menu.${entry}`);
        const glowing = entry === 'magic' && concentrating;
        return (
          <NavLink
            key={entry}
            to={MENU_PATHS[entry]}
            className={({ isActive }) =>
              [
                'character-nav__item',
                isActive && 'character-nav__item--active',
                glowing && 'character-nav__item--glow',
              ]
                .filter(Boolean)
                .join(' ')
            }
            aria-label={label}
            title={label}
          >
            {MENU_ICONS[entry]}
            {navtext && <span className="character-nav__label">{menuLabel(label)}</span>}
          </NavLink>
        );
      })}
    </nav>
  );
}
