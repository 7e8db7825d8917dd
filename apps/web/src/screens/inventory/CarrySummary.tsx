import { useTranslation } from 'react-i18next';

import type { DerivedCharacter } from '@hearth/rules';

/**
 * What the character carries against its carry and drag capacity (character §9), and what the
 * load does to its speed: overweight caps it at 5 ft, over the drag limit it is 0.
 */
export function CarrySummary({ sheet }: { sheet: DerivedCharacter }) {
  const { t } = useTranslation('inventory');
  const { carry } = sheet;
  return (
    <section className="card carry-summary" aria-labelledby="carry-title">
      <div className="card__row">
        <h2 id="carry-title" className="eyebrow card__title">
          {t('carry.title')}
        </h2>
        <span className="carry-summary__weight" data-testid="carried-weight">
          {t('carry.weight', { weight: carry.weight })}
        </span>
      </div>
      <meter
        className="carry-summary__meter"
        min={0}
        max={Math.max(carry.drag, carry.weight)}
        low={carry.capacity}
        high={carry.capacity}
        optimum={0}
        value={carry.weight}
        aria-label={t('carry.capacity', { capacity: carry.capacity })}
      />
      <p className="sheet-note">
        {t('carry.capacity', { capacity: carry.capacity })} ·{' '}
        {t('carry.drag', { drag: carry.drag })} ·{' '}
        <span data-testid="carry-speed">{t('carry.speed', { speed: sheet.speed.value })}</span>
      </p>
      {carry.immobile ? (
        <p className="sheet-warning" role="alert">
          {t('carry.immobile', { drag: carry.drag })}
        </p>
      ) : (
        carry.overweight && (
          <p className="sheet-warning" role="alert">
            {t('carry.overweight', { capacity: carry.capacity })}
          </p>
        )
      )}
    </section>
  );
}
