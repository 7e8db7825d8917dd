import { useTranslation } from 'react-i18next';

import type { PartyDigest } from '@hearth/contract';

import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import { useClassLine } from '../sheet/useClassLine.ts';
import { useRuleTitles } from '../sheet/useRuleTitles.ts';

/** How the party view names classes, conditions and spells: from the device's catalogue. */
export function usePartyNames() {
  const { t } = useTranslation('character');
  const classLine = useClassLine();
  const rules = useRuleTitles();
  const catalogue = useRulesCatalogue().data;
  return {
    classLine: (digest: PartyDigest) =>
      classLine({ classes: digest.classes.map((cls) => ({ ...cls, hit_dice: 0 })) }),
    condition: (id: string, digest: PartyDigest) =>
      id === 'exhaustion'
        ? t('conditions.exhaustionLevel', { level: digest.exhaustion })
        : rules.titleOf(id),
    spell: (id: string) => catalogue?.spells.get(id)?.title ?? id,
    className: (id: string) => catalogue?.classes.get(id)?.title ?? id,
  };
}

export type PartyNames = ReturnType<typeof usePartyNames>;
