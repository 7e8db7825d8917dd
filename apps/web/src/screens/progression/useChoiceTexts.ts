import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { ChoiceView, RulesCatalogue } from '@hearth/rules';
import { ABILITIES, isSkill } from '@hearth/rules';

import { useCatalogue } from '../../data/catalogue/useCatalogue.ts';
import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import type { ChoiceEntry } from './featureIndex.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

type RuleEntry = {
  id: string;
  title: string;
  type?: string;
  description?: string;
};

const isAbility = (id: string) => (ABILITIES as readonly string[]).includes(id);

/** Translated names of what choices are about: titles, abilities, sizes, skills, spells… */
export function useChoiceTexts() {
  const { t } = useTranslation(['progression', 'character']);
  const translate = t as unknown as Translate;
  const catalogue = useRulesCatalogue().data;
  const rules = useCatalogue<RuleEntry>('rules');
  const ruleEntries = useMemo(
    () => new Map((rules.data ?? []).map((entry) => [entry.id, entry])),
    [rules.data],
  );

  /**
   * Choice titles are catalogue text, or a rules key (`choice.ability`) translated here;
   * spells of one level say which (Cantrips, Level 1 spells).
   */
  const choiceTitle = (choice: Pick<ChoiceView, 'title' | 'mechanic'>) => {
    if (!choice.title.startsWith('choice.')) return choice.title;
    const levels = choice.mechanic?.type === 'spells' ? choice.mechanic.filter?.levels : undefined;
    if (levels?.length === 1) {
      return levels[0] === 0
        ? translate('progression:choice.titles.cantrips')
        : translate('progression:choice.titles.levelSpells', { level: levels[0] });
    }
    return translate(`progression:choice.titles.${choice.title.slice('choice.'.length)}`, {
      defaultValue: choice.title,
    });
  };

  const abilityName = (id: string) => (isAbility(id) ? translate(`character:abilities.${id}`) : id);

  const sizeName = (size: string | number) =>
    translate(`progression:choice.sizes.${size}`, { defaultValue: String(size) });

  /** Skills are named in the player's language (the sheet's fixed terms); other rules by the catalogue. */
  const ruleTitle = (id: string) =>
    isSkill(id) ? translate(`character:skills.${id}`) : (ruleEntries.get(id)?.title ?? id);

  /** The name of a chosen id, whatever the choice picks. */
  const labelOf = (choice: ChoiceView, id: string, definition?: ChoiceEntry): string => {
    switch (choice.kind) {
      case 'options':
        return definition?.options?.find((option) => option.id === id)?.title ?? id;
      case 'features':
        return titleOfFeature(catalogue, id);
      case 'spells':
        return catalogue?.spells.get(id)?.title ?? id;
      case 'size':
        return sizeName(id);
      case 'background-bonus':
      case 'spell-ability':
        return abilityName(id);
      default:
        if (isAbility(id)) return abilityName(id);
        if (isSkill(id)) return ruleTitle(id);
        return ruleEntries.get(id)?.title ?? catalogue?.items.get(id)?.title ?? id;
    }
  };

  return { choiceTitle, abilityName, sizeName, ruleTitle, labelOf, ruleEntries };
}

function titleOfFeature(catalogue: RulesCatalogue | undefined, id: string): string {
  return catalogue?.feats.get(id)?.title ?? catalogue?.subclasses.get(id)?.title ?? id;
}

/** Chosen ids with repeats counted: `['str', 'str', 'con']` → `Strength +2, Constitution +1`. */
export function summarise(ids: readonly string[], label: (id: string) => string, counted: boolean) {
  if (!counted) return ids.map(label).join(', ');
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([id, count]) => `${label(id)} +${count}`).join(', ');
}
