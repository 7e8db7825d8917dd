import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { toast } from '../../components/toast/toastStore.ts';
import { updateUserSettings } from '../../data/auth/userSettings.ts';
import { usePrefs } from '../../data/prefs.ts';
import { changeLanguage } from '../../i18n/changeLanguage.ts';
import { isLanguage, LANGUAGES } from '../../i18n/languages.ts';

/** The language picker; Russian is labelled beta. */
export function LanguageField() {
  const { t } = useTranslation('settings');
  const { lang } = usePrefs();
  const id = useId();
  const hintId = useId();

  const onChange = (value: string) => {
    if (!isLanguage(value)) return;
    changeLanguage(value).then(
      // Signed in, the account remembers the language too (PUT auth/user).
      () => updateUserSettings({ lang: value }),
      () => toast.error(t('languageFailed')),
    );
  };

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('language')}
      </label>
      <select
        id={id}
        className="field__control"
        value={lang}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </select>
      <p id={hintId} className="field__hint">
        {t('languageHint')}
      </p>
    </div>
  );
}
