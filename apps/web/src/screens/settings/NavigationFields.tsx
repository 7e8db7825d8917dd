import { useTranslation } from 'react-i18next';

import { SwitchField } from '../../components/form/SwitchField.tsx';
import { updateUserSettings, useUserSettings } from '../../data/auth/userSettings.ts';

/** 'Animated icons' (navanim) and 'Show labels' (navtext) of the navigation bar. */
export function NavigationFields() {
  const { t } = useTranslation('settings');
  const { navanim, navtext } = useUserSettings();
  return (
    <>
      <SwitchField
        label={t('navanim')}
        checked={navanim}
        onCheckedChange={(checked) => updateUserSettings({ navanim: checked })}
      />
      <SwitchField
        label={t('navtext')}
        checked={navtext}
        onCheckedChange={(checked) => updateUserSettings({ navtext: checked })}
      />
    </>
  );
}
