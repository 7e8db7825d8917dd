import { useTranslation } from 'react-i18next';

import { AppFooter } from '../../components/AppFooter.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useCatalogueCounts } from '../../data/catalogue/useCatalogueCounts.ts';

import '../legal/Legal.css';

/** The stores the page counts, in the order a player meets them. */
const COUNTED = [
  'classes',
  'species',
  'backgrounds',
  'features',
  'spells',
  'items',
  'presets',
  'beasts',
  'rules',
] as const;

/**
 * /about: what Hearth is, its licence, what the catalogue on this device holds, and the
 * attributions the SRD licences require (CC-BY-4.0 for the SRD 5.2, the DPCGL for Daggerheart).
 */
export default function AboutScreen() {
  const { t } = useTranslation(['legal', 'settings', 'routes']);
  const { data: counts } = useCatalogueCounts(COUNTED);
  const loaded = counts && Object.values<number>(counts).some((count) => count > 0);
  return (
    <main className="page legal">
      <PageHeader title={t('routes:title.about')} />
      <p>{t('about.intro')}</p>
      <p>{t('about.code')}</p>
      <section className="legal__section">
        <h2 className="legal__heading">{t('about.contentTitle')}</h2>
        <p>{t('about.contentText')}</p>
        <h3 className="eyebrow">{t('about.onDevice')}</h3>
        {loaded ? (
          <ul className="legal__list" aria-label={t('about.onDevice')}>
            {COUNTED.map((store) => (
              <li key={store}>{t(`about.counts.${store}`, { count: counts[store] })}</li>
            ))}
          </ul>
        ) : (
          <p>{t('about.notLoaded')}</p>
        )}
      </section>
      <section className="legal__section">
        <h2 className="legal__heading">{t('about.credits')}</h2>
        <h3 className="eyebrow">{t('about.srdTitle')}</h3>
        <p className="legal__credit">{t('settings:about.srd')}</p>
        <h3 className="eyebrow">{t('about.daggerheartTitle')}</h3>
        <p className="legal__credit">{t('settings:about.daggerheart')}</p>
      </section>
      <AppFooter />
    </main>
  );
}
