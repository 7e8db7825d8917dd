import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import { totalLevel } from '@hearth/rules';

import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';

/** "Level 5 Wizard", or "Level 10 Paladin 6 / Sorcerer 4" for a multiclass character. */
export function useClassLine() {
  const { t } = useTranslation('character');
  const catalogue = useRulesCatalogue().data;
  return (character: Pick<Character, 'classes'>) => {
    const level = totalLevel(character.classes);
    const title = (id: string) => catalogue?.classes.get(id)?.title ?? id;
    const classes =
      character.classes.length === 1
        ? title(character.classes[0]!.id)
        : character.classes.map((cls) => `${title(cls.id)} ${cls.level}`).join(' / ');
    return t('list.classLine', { level, classes });
  };
}
