import { useTranslation } from 'react-i18next';

import { Drawer } from '../../components/drawer/Drawer.tsx';
import { Link } from '../../components/link/RouterLink.tsx';

/**
 * What Hearth is, its licence and the credits the SRDs ask for. Its links replace the
 * drawer's history entry, so back from the page they open returns to the settings.
 */
export function AboutDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <Drawer open={open} onClose={onClose} title={t('about.title')}>
      <div className="about">
        <p>{t('about.text')}</p>
        <p>{t('about.licence')}</p>
        <h3 className="about__heading">{t('about.credits')}</h3>
        <p className="about__credit">{t('about.srd')}</p>
        <p className="about__credit">{t('about.daggerheart')}</p>
        <nav className="about__links">
          <Link className="button" to="/privacy-policy" replace>
            {t('about.privacy')}
          </Link>
          <Link className="button" to="/terms-of-service" replace>
            {t('about.terms')}
          </Link>
          <Link className="button" to="/about" replace>
            {t('about.page')}
          </Link>
        </nav>
      </div>
    </Drawer>
  );
}
