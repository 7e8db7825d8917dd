import { useTranslation } from 'react-i18next';

/**
 * One track of slots (HP, Stress, armor): a tap on an empty slot marks up to it, a tap on a
 * marked one clears it and those after it; − and + clear and mark one.
 */
export function TrackRow({
  id,
  title,
  filled,
  max,
  onSet,
  onStep,
  note,
}: {
  id: string;
  title: string;
  filled: number;
  max: number;
  onSet: (filled: number) => void;
  onStep: (delta: 1 | -1) => void;
  note?: string | undefined;
}) {
  const { t } = useTranslation('dhSheet');
  const slots = Array.from({ length: max }, (_, at) => at + 1);
  return (
    <div className="dh-track" data-testid={`dh-track-${id}`}>
      <div className="card__row">
        <h3 className="dh-track__title" id={`dh-track-${id}-title`}>
          {title}
        </h3>
        <div className="inline-stepper">
          <button
            type="button"
            className="icon-button number-field__step"
            aria-label={t('tracks.clear', { track: title })}
            disabled={filled <= 0}
            onClick={() => onStep(-1)}
          >
            −
          </button>
          <span className="dh-count" data-testid={`dh-track-${id}-count`}>
            {t('tracks.count', { filled, max })}
          </span>
          <button
            type="button"
            className="icon-button number-field__step"
            aria-label={t('tracks.mark', { track: title })}
            disabled={max === 0}
            onClick={() => onStep(1)}
          >
            +
          </button>
        </div>
      </div>
      {max > 0 ? (
        <div className="dh-slots" role="group" aria-labelledby={`dh-track-${id}-title`}>
          {slots.map((index) => {
            const marked = index <= filled;
            return (
              <button
                key={index}
                type="button"
                className={marked ? 'dh-slot dh-slot--marked' : 'dh-slot'}
                aria-pressed={marked}
                aria-label={t('tracks.slot', { track: title, index })}
                onClick={() => onSet(marked ? index - 1 : index)}
              >
                <span className="dh-slot__box" aria-hidden="true" />
              </button>
            );
          })}
        </div>
      ) : (
        <p className="sheet-note">{t('tracks.none')}</p>
      )}
      {note && <p className="sheet-note">{note}</p>}
    </div>
  );
}
