import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useClientConfig } from '../data/config.ts';

import './AppFooter.css';

/** Settings, legal pages, the about and credits page and, when the server names one, the community chat (spec §1). */
export function AppFooter() {
  const { t } = useTranslation();
  const { data: config } = useClientConfig();
  return (
    <footer className="app-footer">
      <Link to="/settings">{t('footer.settings')}</Link>
      <Link to="/privacy-policy">{t('footer.privacy')}</Link>
      <Link to="/terms-of-service">{t('footer.terms')}</Link>
      <Link to="/about">{t('footer.about')}</Link>
      {config?.community_url && (
        <a href={config.community_url} target="_blank" rel="noopener noreferrer">
          {t('footer.community')}
        </a>
      )}
    </footer>
  );
}
