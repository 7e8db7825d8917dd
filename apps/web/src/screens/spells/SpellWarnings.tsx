import { useTranslation } from 'react-i18next';

import type { Problem } from '@hearth/rules';

import { useRulesTexts } from '../../i18n/problemText.ts';

/** The rules' warnings about one spell list (too many prepared, a thin spellbook…), if any. */
export function SpellWarnings({ problems }: { problems: readonly Problem[] }) {
  const { t } = useTranslation('spells');
  const texts = useRulesTexts();
  if (problems.length === 0) return null;
  return (
    <ul className="spells-warnings" aria-label={t('warnings')}>
      {problems.map((found) => (
        <li key={found.key} className="sheet-warning">
          {texts.problem(found)}
        </li>
      ))}
    </ul>
  );
}
