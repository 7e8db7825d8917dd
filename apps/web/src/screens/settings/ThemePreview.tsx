import { useTranslation } from 'react-i18next';

import { DEFAULT_AVATAR_COLOR } from '../../theme/avatarColors.ts';

/** The theme colours the swatch row shows; the first is the default avatar colour. */
export const PREVIEW_SWATCHES = [
  DEFAULT_AVATAR_COLOR,
  'var(--color-accent2)',
  'var(--color-success)',
  'var(--color-warning)',
  'var(--color-danger)',
  'var(--color-info)',
] as const;

/**
 * A small sample card painted with the current theme's colours. Nothing in it is a control: the
 * accent shows as a hit point bar rather than a button-shaped chip a player would try to tap.
 */
export function ThemePreview() {
  const { t } = useTranslation('settings');
  return (
    <figure className="theme-preview" aria-label={t('preview.label')}>
      <div className="theme-preview__card">
        <span
          className="theme-preview__avatar"
          data-testid="preview-avatar"
          style={{ background: DEFAULT_AVATAR_COLOR }}
          aria-hidden="true"
        >
          {t('preview.title').charAt(0)}
        </span>
        <div className="theme-preview__text">
          <strong>{t('preview.title')}</strong>
          <span>{t('preview.text')}</span>
        </div>
        <span className="theme-preview__hp">
          <span className="theme-preview__hp-value">{t('preview.hp')}</span>
          <span className="theme-preview__meter" aria-hidden="true">
            <span />
          </span>
        </span>
      </div>
      <div className="theme-preview__swatches" aria-hidden="true">
        {PREVIEW_SWATCHES.map((colour) => (
          <span key={colour} data-testid="preview-swatch" style={{ background: colour }} />
        ))}
      </div>
    </figure>
  );
}
