import { useTranslation } from 'react-i18next';

import { useRouteMeta } from '../../app/routes/useRouteMeta.ts';
import { AppFooter } from '../../components/AppFooter.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';

import './Legal.css';

const SECTIONS = {
  privacy: ['collect', 'use', 'selling', 'security', 'rights', 'contact'],
  terms: ['use', 'content', 'conduct', 'changes'],
} as const;

/** /privacy-policy and /terms-of-service (spec §1): static texts, dated. */
export default function LegalScreen() {
  const { t } = useTranslation(['legal', 'routes']);
  const page = useRouteMeta()?.id === 'terms' ? 'terms' : 'privacy';
  // The section lists above mirror legal.json; the keys are built, so typed loosely here.
  const text = (key: string) => t(`${page}.${key}` as 'privacy.intro');
  return (
    <main className="page legal">
      <PageHeader title={t(`routes:title.${page}`)} />
      <p className="legal__updated">{t('updated')}</p>
      <p>{text('intro')}</p>
      {SECTIONS[page].map((section) => (
        <section key={section} className="legal__section">
          <h2 className="legal__heading">{text(`${section}.title`)}</h2>
          <p>{text(`${section}.text`)}</p>
        </section>
      ))}
      <AppFooter />
    </main>
  );
}
