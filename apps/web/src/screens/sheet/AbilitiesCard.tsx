import { memo } from 'react';
import { useTranslation } from 'react-i18next';

import type { DerivedCharacter } from '@hearth/rules';
import { ABILITIES } from '@hearth/rules';

import { Icon } from '../../components/icons.tsx';
import { Link } from '../../components/link/RouterLink.tsx';
import type { BreakdownView } from './BreakdownDrawer.tsx';
import { signed } from './useTermText.ts';

const PencilIcon = () => (
  <Icon width="20" height="20">
    <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />
  </Icon>
);

/**
 * The six abilities (score and modifier) and their saving throws, proficient ones marked; the
 * pencil leads to correcting the scores, species and background.
 */
export const AbilitiesCard = memo(function AbilitiesCard({
  abilities,
  explain,
}: {
  /** Only the abilities: a tap that changes something else leaves the card as it is. */
  abilities: DerivedCharacter['abilities'];
  explain: (view: BreakdownView) => void;
}) {
  const { t } = useTranslation('character');
  return (
    <section className="card" aria-labelledby="abilities-title">
      <div className="card__row card__title">
        <h2 id="abilities-title" className="eyebrow">
          {t('sheet.abilities')}
        </h2>
        <Link
          className="icon-button"
          to="/character/origin"
          aria-label={t('sheet.editOrigin')}
          title={t('sheet.editOrigin')}
        >
          <PencilIcon />
        </Link>
      </div>
      <div className="stat-grid">
        {ABILITIES.map((ability) => {
          const view = abilities[ability];
          return (
            <div key={ability} className="ability">
              <button
                type="button"
                className="stat"
                data-testid={`ability-${ability}`}
                onClick={() => explain({ title: t(`abilities.${ability}`), breakdown: view.score })}
              >
                <span className="stat__label">{t(`abilities.short.${ability}`)}</span>
                <span className="stat__value">{signed(view.mod)}</span>
                <span className="stat__sub">{view.score.value}</span>
              </button>
              <button
                type="button"
                className={
                  view.saveProficient ? 'ability__save ability__save--proficient' : 'ability__save'
                }
                data-testid={`save-${ability}`}
                onClick={() =>
                  explain({
                    title: `${t(`abilities.${ability}`)} · ${t('sheet.save')}`,
                    breakdown: view.save,
                    modifier: true,
                  })
                }
              >
                <span aria-hidden="true">{view.saveProficient ? '●' : '○'}</span> {t('sheet.save')}{' '}
                {signed(view.save.value)}
                {(view.save.disadvantage?.length ?? 0) > 0 && (
                  <span className="ability__hampered" data-testid={`save-${ability}-disadvantage`}>
                    <span aria-hidden="true"> ▾</span>
                    <span className="visually-hidden"> {t('sheet.disadvantage')}</span>
                  </span>
                )}
              </button>
            </div>
          );
        })}
      </div>
    </section>
  );
});
