import { useTranslation } from 'react-i18next';

import { COMMON, EXTRA_LANGUAGES, LANGUAGES_OPTION } from '@hearth/rules';

import { useRuleEntries } from './catalogueText.ts';
import { ChoiceChips } from './ChoiceChips.tsx';
import type { StepProps } from './stepProps.ts';
import { toggleOption } from './wizardDraft.ts';

/** Languages: Common always (shown, fixed), and up to two more of the standard languages. */
export function LanguagesStep({ draft, update }: StepProps) {
  const { t } = useTranslation('wizard');
  const rules = useRuleEntries();
  const chosen = (draft.options[LANGUAGES_OPTION] ?? []).filter((id) => id !== COMMON);
  return (
    <div className="form-stack">
      <p className="sheet-note">{t('languages.intro', { max: EXTRA_LANGUAGES })}</p>
      <ChoiceChips
        legend={t('languages.legend')}
        fixed={[{ id: COMMON, title: rules.title(COMMON) }]}
        options={rules.languages
          .filter((language) => language.id !== COMMON)
          .map((language) => ({ id: language.id, title: language.title }))}
        chosen={chosen}
        max={EXTRA_LANGUAGES}
        onToggle={(id) =>
          update((current) => toggleOption(current, LANGUAGES_OPTION, id, EXTRA_LANGUAGES))
        }
      />
    </div>
  );
}
