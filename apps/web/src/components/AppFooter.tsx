import { useTranslation } from 'react-i18next';

import { useClientConfig } from '../data/config.ts';
import { AppLink } from './link/AppLink.tsx';

import './AppFooter.css';

/** Settings, legal pages, the about and credits page and, when the server names one, the community chat (spec §1). */
export function AppFooter() {
  const { t } = useTranslation();
  const { data: config } = useClientConfig();
  return (
    <footer className="app-footer">
      <AppLink to="/settings">{t('footer.settings')}</AppLink>
      <AppLink to="/privacy-policy">{t('footer.privacy')}</AppLink>
      <AppLink to="/terms-of-service">{t('footer.terms')}</AppLink>
      <AppLink to="/about">{t('footer.about')}</AppLink>
      {config?.community_url && (
        <a href={config.community_url} target="_blank" rel="noopener noreferrer">
          {t('footer.community')}
        </a>
      )}
    </footer>
  );
}
