import { useTranslation } from 'react-i18next';

import type { CreationDraft, RulesCatalogue, WizardStep } from '@hearth/rules';
import {
  ABILITIES,
  backgroundBonusKey,
  classSkillsKey,
  COMMON,
  countIncreases,
  LANGUAGES_OPTION,
  speciesSizeKey,
} from '@hearth/rules';

import { useRuleEntries } from './catalogueText.ts';
import { SIZES } from './SpeciesStep.tsx';
import { finalScores } from './wizardDraft.ts';

const METHOD_KEYS = ['array', 'pointBuy', 'custom'] as const;

/** One line per step saying what was chosen there; empty while nothing is. */
export function useStepSummary(draft: CreationDraft, catalogue: RulesCatalogue) {
  const { t } = useTranslation(['wizard', 'character']);
  const rules = useRuleEntries();
  const classId = draft.classes[0]?.id;
  return (step: WizardStep): string => {
    switch (step) {
      case 'class': {
        const cls = classId ? catalogue.classes.get(classId) : undefined;
        if (!cls) return '';
        const skills = (draft.options[classSkillsKey(cls.id)] ?? []).map(rules.title);
        return [cls.title, skills.join(', ')].filter(Boolean).join(' · ');
      }
      case 'background': {
        const background = draft.background
          ? catalogue.backgrounds.get(draft.background)
          : undefined;
        if (!background) return '';
        const bonus = countIncreases(draft.options[backgroundBonusKey(background.id)]);
        const increases = ABILITIES.filter((ability) => bonus[ability]).map(
          (ability) => `${t(`character:abilities.short.${ability}`)} +${bonus[ability]}`,
        );
        return [background.title, increases.join(', ')].filter(Boolean).join(' · ');
      }
      case 'equipment':
        return draft.presets
          .map((id) => (catalogue.presets.get(id) as { title?: string } | undefined)?.title ?? id)
          .join(' · ');
      case 'species': {
        const species = draft.specie ? catalogue.species.get(draft.specie) : undefined;
        if (!species) return '';
        const size = draft.options[speciesSizeKey(species.id)]?.[0];
        const known = SIZES.find((each) => each === size);
        return known ? `${species.title} (${t(`species.sizes.${known}`)})` : species.title;
      }
      case 'languages':
        return [COMMON, ...(draft.options[LANGUAGES_OPTION] ?? []).filter((id) => id !== COMMON)]
          .map(rules.title)
          .join(', ');
      case 'abilities': {
        const scores = finalScores(draft);
        return [
          t(`abilities.methods.${METHOD_KEYS[draft.abilityMethod]}`),
          ABILITIES.map(
            (ability) =>
              `${t(`character:abilities.short.${ability}`)} ${Number.isNaN(scores[ability].score) ? '—' : scores[ability].score}`,
          ).join(', '),
        ].join(' · ');
      }
      case 'hp':
        return draft.hp.max > 0 ? t('hp.summary', { value: draft.hp.max }) : '';
      case 'name':
        return draft.name.trim();
      case 'finish':
        return '';
    }
  };
}
