import { useTranslation } from 'react-i18next';

import './EnglishTextMark.css';

/**
 * Marks a catalogue description as English: in the beta only titles are translated, so in any
 * other interface language a description says what language it is in. Nothing in English.
 */
export function EnglishTextMark() {
  const { t, i18n } = useTranslation('common');
  if ((i18n.resolvedLanguage ?? i18n.language) === 'en') return null;
  return (
    <p className="english-text-mark" lang="en">
      {t('englishText')}
    </p>
  );
}
