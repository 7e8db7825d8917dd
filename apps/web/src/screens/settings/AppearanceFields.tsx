import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { SwitchField } from '../../components/form/SwitchField.tsx';
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
      <SwitchField
        label={t('darkMode')}
        checked={scheme === 'dark'}
        onCheckedChange={(checked) => updatePrefs({ scheme: checked ? 'dark' : 'light' })}
      />
      <ThemePreview />
    </>
  );
}
