import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';

import { NavLink } from '../../components/link/RouterLink.tsx';
import { useUserSettings } from '../../data/auth/userSettings.ts';
import { COMPACT_ABOVE, MENU_PATHS, menuLabel, visibleMenu } from '../../data/characters/menu.ts';
import { MENU_ICONS } from './menuIcons.tsx';
import { useLabelsFit } from './useLabelsFit.ts';

/**
 * The character menu (spec §2) as a bar at the bottom: the entries the player keeps, in their
 * order; compact above six entries; labels (when the user shows them) in full when they fit,
 * else those longer than seven letters cut to six.
 */
export const CharacterNav = memo(CharacterMenuBar, (before, after) => {
  // The bar shows the menu and whether the character concentrates, nothing else: a tap that
  // changes hit points or a condition leaves it as it is (issue 16).
  const concentrating = (character: Character) =>
    (character.options.concentration ?? []).length > 0;
  return (
    before.character.settings.menu === after.character.settings.menu &&
    concentrating(before.character) === concentrating(after.character)
  );
});

function CharacterMenuBar({ character }: { character: Character }) {
  const { t } = useTranslation('character');
  const { navtext, navanim } = useUserSettings();
  const entries = visibleMenu(character.settings.menu);
  const labels = entries.map((entry) => t(`menu.${entry}`));
  const navRef = useRef<HTMLElement>(null);
  const fit = useLabelsFit(navRef, `${navtext}|${labels.join('|')}`);
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
    <nav ref={navRef} className={classes} aria-label={t('menu.label')}>
      {entries.map((entry, index) => {
        const label = labels[index]!;
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
            {navtext && (
              <>
                <span className="character-nav__label">{fit ? label : menuLabel(label)}</span>
                <span className="character-nav__measure" aria-hidden="true">
                  {label}
                </span>
              </>
            )}
          </NavLink>
        );
      })}
    </nav>
  );
}
