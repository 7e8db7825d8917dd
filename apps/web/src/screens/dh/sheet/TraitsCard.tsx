import { useTranslation } from 'react-i18next';

import type { DhSheet } from '@hearth/rules';
import { DH_TRAITS } from '@hearth/rules';

import type { DhBreakdownView } from '../common/DhBreakdownDrawer.tsx';
import { signed } from '../common/numbers.ts';
import { useDhNames } from '../common/useDhNames.ts';

/** The six traits; a tap explains the value and says what the trait is rolled for. */
export function TraitsCard({
  traits,
  spellcastTrait,
  explain,
}: {
  traits: DhSheet['traits'];
  spellcastTrait: DhSheet['spellcastTrait'];
  explain: (view: DhBreakdownView) => void;
}) {
  const { t } = useTranslation('dhSheet');
  const names = useDhNames();
  return (
    <section className="card" aria-labelledby="dh-traits-title">
      <h2 id="dh-traits-title" className="eyebrow card__title">
        {t('sheet.traits')}
      </h2>
      <div className="stat-grid">
        {DH_TRAITS.map((trait) => {
          const line = traits[trait];
          return (
            <button
              key={trait}
              type="button"
              className="stat dh-trait"
              aria-label={`${names.trait(trait)} ${signed(line.value.value)}`}
              data-testid={`dh-trait-${trait}`}
              onClick={() =>
                explain({
                  title: names.trait(trait),
                  breakdown: line.value,
                  modifier: true,
                  note: (
                    <>
                      <p>{names.traitUse(trait)}</p>
                      {line.marked && <p>{t('sheet.traitMarked')}</p>}
                      {spellcastTrait === trait && <p>{t('sheet.spellcastTrait')}</p>}
                    </>
                  ),
                })
              }
            >
              <span className="stat__label">{names.traitShort(trait)}</span>
              <span className="stat__value">{signed(line.value.value)}</span>
              {(line.marked || spellcastTrait === trait) && (
                <span className="stat__sub">
                  {[
                    line.marked ? t('sheet.marked') : '',
                    spellcastTrait === trait ? t('sheet.spellcast') : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </section>
  );
}
