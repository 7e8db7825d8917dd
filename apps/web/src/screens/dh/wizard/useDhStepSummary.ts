import { useTranslation } from 'react-i18next';

import type { DhCatalogue, DhDraft, DhWizardStep } from '@hearth/rules';
import { DH_TRAITS } from '@hearth/rules';

import { signed } from '../../sheet/useTermText.ts';

/** What a closed step's header says was chosen there ('' when nothing was). */
export function useDhStepSummary(draft: DhDraft, catalogue: DhCatalogue) {
  const { t } = useTranslation('dh');
  const cardTitle = (id: string) => catalogue.cards.get(id)?.title ?? id;
  const weaponTitle = (id: string | null) => (id ? (catalogue.weapons.get(id)?.title ?? id) : '');
  const entry = draft.class ? catalogue.classes.get(draft.class) : undefined;

  return (step: DhWizardStep): string => {
    switch (step) {
      case 'class':
        return entry?.title ?? draft.class ?? '';
      case 'subclass':
        return entry?.subclasses.find((each) => each.id === draft.subclass)?.title ?? '';
      case 'ancestry': {
        const [first, second] = draft.ancestries.map((id) => (id ? cardTitle(id) : '?'));
        if (!first) return '';
        return second ? t('wizard.ancestry.summaryMixed', { first, second }) : first;
      }
      case 'community':
        return draft.community ? cardTitle(draft.community) : '';
      case 'traits':
        return DH_TRAITS.map((trait) => {
          const value = draft.traits[trait];
          return `${t(`traits.${trait}.abbr`)} ${value === null ? '–' : signed(value)}`;
        }).join(' · ');
      case 'domains':
        return draft.cards.map(cardTitle).join(', ');
      case 'armor':
        return draft.armor ? (catalogue.armor.get(draft.armor)?.title ?? draft.armor) : '';
      case 'primary':
        return weaponTitle(draft.primary);
      case 'secondary':
        return weaponTitle(draft.secondary);
      case 'experiences':
        return draft.experiences
          .map((experience) => experience.text.trim())
          .filter(Boolean)
          .join(', ');
      case 'name':
        return draft.name.trim();
    }
  };
}
