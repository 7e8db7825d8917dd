import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ChevronIcon } from '../../components/icons.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useSession } from '../../data/session.ts';
import { AboutDrawer } from './AboutDrawer.tsx';
import { AccountSection } from './AccountSection.tsx';
import { AppearanceFields } from './AppearanceFields.tsx';
import { LanguageField } from './LanguageField.tsx';
import { NavigationFields } from './NavigationFields.tsx';
import { OfflineDataLine } from './OfflineDataLine.tsx';
import { SourcesSection } from './SourcesSection.tsx';

import './Settings.css';

/**
 * Language and appearance apply at once and persist in `hearth.prefs`. Sources and the
 * navigation toggles are account settings: saved on the server when signed in, on the
 * device for visitors.
 */
export default function SettingsScreen() {
  const { t } = useTranslation(['settings', 'routes']);
  const [aboutOpen, setAboutOpen] = useState(false);
  const { token } = useSession();
  return (
    <main className="page settings">
      <PageHeader title={t('routes:title.settings')} />
      <section className="settings__section">
        <LanguageField />
      </section>
      <section className="settings__section" aria-labelledby="settings-appearance">
        <h2 id="settings-appearance" className="eyebrow">
          {t('appearance')}
        </h2>
        <AppearanceFields />
        <NavigationFields />
      </section>
      <SourcesSection />
      {token && <AccountSection />}
      <section className="settings__section">
        <OfflineDataLine />
        <button type="button" className="settings__row" onClick={() => setAboutOpen(true)}>
          <span>{t('about.open')}</span>
          <ChevronIcon />
        </button>
      </section>
      <AboutDrawer open={aboutOpen} onClose={() => setAboutOpen(false)} />
    </main>
  );
}
