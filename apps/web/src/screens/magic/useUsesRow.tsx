import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type { CharacterSpell, DerivedCharacter } from '@hearth/rules';

import { UsesPips } from './SpellList.tsx';

/**
 * What a spell row adds to the title: a book spell that cannot be cast now is greyed (a ritual
 * still can be, as a ritual); a spell with free castings shows them as pips (spec §3 resources
 * of kind 'spell').
 */
export function useUsesRow(character: Character, sheet: DerivedCharacter) {
  const { t } = useTranslation('magic');
  return (entry: CharacterSpell) => {
    const key = entry.granted?.uses?.key;
    const resource = key ? sheet.resources.find((found) => found.key === key) : undefined;
    return {
      dim: !entry.castable && !entry.ritualOnly,
      note: entry.ritualOnly
        ? t('known.ritualOnly')
        : !entry.castable
          ? t('known.notPrepared')
          : undefined,
      children: resource && (
        <UsesPips resource={resource} character={character} label={t('uses.free')} />
      ),
    };
  };
}
