import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { updatePrefs, usePrefs } from '../../data/prefs.ts';
import { isThemeId, THEMES } from '../../theme/themes.ts';
import { ThemePreview } from './ThemePreview.tsx';

/** Theme and dark/light scheme; both repaint the app at once. */
export function AppearanceFields() {
  const { t } = useTranslation('settings');
  const { theme, scheme } = usePrefs();
  const themeId = useId();

  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={themeId}>
          {t('theme')}
        </label>
        <select
          id={themeId}
          className="field__control"
          value={theme}
          onChange={(event) => {
            if (isThemeId(event.target.value)) updatePrefs({ theme: event.target.value });
          }}
        >
          {THEMES.map((option) => (
            <option key={option} value={option}>
              {t(`themes.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="field field--inline">
        <span className="field__label">{t('darkMode')}</span>
        <input
          type="checkbox"
          role="switch"
          className="switch"
          checked={scheme === 'dark'}
          onChange={(event) => updatePrefs({ scheme: event.target.checked ? 'dark' : 'light' })}
        />
      </label>
      <ThemePreview />
    </>
  );
}
