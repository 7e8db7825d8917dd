import { useTranslation } from 'react-i18next';

import { updateUserSettings, useUserSettings } from '../../data/auth/userSettings.ts';

/** 'Animated icons' (navanim) and 'Show labels' (navtext) of the navigation bar. */
export function NavigationFields() {
  const { t } = useTranslation('settings');
  const { navanim, navtext } = useUserSettings();
  return (
    <>
      <label className="field field--inline">
        <span className="field__label">{t('navanim')}</span>
        <input
          type="checkbox"
          role="switch"
          className="switch"
          checked={navanim}
          onChange={(event) => updateUserSettings({ navanim: event.target.checked })}
        />
      </label>
      <label className="field field--inline">
        <span className="field__label">{t('navtext')}</span>
        <input
          type="checkbox"
          role="switch"
          className="switch"
          checked={navtext}
          onChange={(event) => updateUserSettings({ navtext: event.target.checked })}
        />
      </label>
    </>
  );
}
