import { useTranslation } from 'react-i18next';

/** A small sample card painted with the current theme's colours. */
export function ThemePreview() {
  const { t } = useTranslation('settings');
  return (
    <figure className="theme-preview" aria-label={t('preview.label')}>
      <div className="theme-preview__card">
        <span className="theme-preview__avatar" aria-hidden="true" />
        <div className="theme-preview__text">
          <strong>{t('preview.title')}</strong>
          <span>{t('preview.text')}</span>
        </div>
        <span className="theme-preview__action">{t('preview.action')}</span>
      </div>
      <div className="theme-preview__swatches" aria-hidden="true">
        <span style={{ background: 'var(--color-accent)' }} />
        <span style={{ background: 'var(--color-accent2)' }} />
        <span style={{ background: 'var(--color-success)' }} />
        <span style={{ background: 'var(--color-warning)' }} />
        <span style={{ background: 'var(--color-danger)' }} />
        <span style={{ background: 'var(--color-info)' }} />
      </div>
    </figure>
  );
}
