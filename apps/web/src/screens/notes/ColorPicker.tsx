import { useTranslation } from 'react-i18next';

import { NOTE_COLORS } from '../../data/notes/noteLimits.ts';
import { isPaletteColor, noteHue } from './noteColors.ts';

/**
 * The note's colour: no colour or one of the palette's (radio buttons drawn as swatches); a
 * `#rrggbb` colour set by another app shows as one more swatch, and `allowCustom` adds the
 * system's colour picker.
 */
export function ColorPicker({
  value,
  onChange,
  allowCustom = false,
  disabled = false,
}: {
  value: string | null;
  onChange: (color: string | null) => void;
  allowCustom?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation('notes');
  const custom = value !== null && !isPaletteColor(value) ? value : null;
  const options: (string | null)[] = [null, ...NOTE_COLORS, ...(custom ? [custom] : [])];
  const label = (color: string | null) =>
    color === null
      ? t('fields.noColor')
      : isPaletteColor(color)
        ? t(`colors.${color}`)
        : `${t('colors.custom')} ${color}`;
  return (
    <fieldset className="note-colors" disabled={disabled}>
      <legend className="field__label">{t('fields.color')}</legend>
      <div className="note-colors__swatches" role="radiogroup" aria-label={t('fields.color')}>
        {options.map((color) => (
          <button
            key={color ?? 'none'}
            type="button"
            role="radio"
            aria-checked={value === color}
            aria-label={label(color)}
            title={label(color)}
            className={`note-colors__swatch${color === null ? ' note-colors__swatch--none' : ''}`}
            style={color ? { background: noteHue(color) ?? undefined } : undefined}
            onClick={() => onChange(color)}
          />
        ))}
        {allowCustom && (
          <label className="note-colors__custom" title={t('colors.custom')}>
            <span className="visually-hidden">{t('colors.custom')}</span>
            <input
              type="color"
              value={custom ?? '#888888'}
              onChange={(event) => onChange(event.target.value.toLowerCase())}
            />
          </label>
        )}
      </div>
    </fieldset>
  );
}
