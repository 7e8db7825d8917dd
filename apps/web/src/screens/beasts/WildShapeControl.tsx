import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Beast } from '@hearth/content';
import type { Character, CharacterBeast } from '@hearth/contract';
import type { DerivedCharacter } from '@hearth/rules';
import { WILD_SHAPE, wildShape, wildShapeEligibility, wildShapeLimits } from '@hearth/rules';

import { Link } from '../../components/link/RouterLink.tsx';
import { useBeastActions } from '../../data/beasts/characterBeasts.ts';
import { useRulesTexts } from '../../i18n/problemText.ts';
import { useSheetActions } from '../sheet/useSheetActions.ts';

/** Wild Shape's uses: the sheet's `wild-shape` resource (rests give them back). */
export function wildShapeUses(character: Character, sheet: DerivedCharacter) {
  const druidLevel = sheet.classLevels.druid ?? 0;
  const resource = sheet.resources.find((entry) => entry.key === WILD_SHAPE);
  const total = resource?.max ?? wildShapeLimits(druidLevel)?.uses ?? 0;
  const used = resource?.used ?? character.resources[WILD_SHAPE] ?? 0;
  return { druidLevel, total, left: Math.max(0, total - used) };
}

/**
 * Taking a Wild Shape: the uses left, one of the character's wild shape forms (the active one
 * first; those not allowed at this level say why), and the button that spends a use and gives
 * temporary hit points equal to the Druid level.
 */
export function WildShapeControl({
  character,
  sheet,
  forms,
  byId,
  loading,
}: {
  character: Character;
  sheet: DerivedCharacter;
  forms: CharacterBeast[];
  byId: ReadonlyMap<string, Beast> | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation(['beasts', 'routes']);
  const id = useId();
  const run = useSheetActions(character);
  const rules = useRulesTexts();
  const { update } = useBeastActions(character.id);
  const { druidLevel, total, left } = wildShapeUses(character, sheet);
  const eligibility = (owned: CharacterBeast) => {
    const beast = byId?.get(owned.beast_id);
    return beast ? wildShapeEligibility(beast, druidLevel) : undefined;
  };
  const active = forms.find((owned) => owned.active);
  const firstAllowed = forms.find((owned) => eligibility(owned)?.allowed);
  const [picked, setPicked] = useState<string | null>(null);
  const chosen =
    forms.find((owned) => owned.id === picked) ??
    (active && eligibility(active)?.allowed ? active : (firstAllowed ?? active));
  const chosenEligibility = chosen ? eligibility(chosen) : undefined;
  const canTake = left > 0 && chosen !== undefined && chosenEligibility?.allowed === true;

  const take = () => {
    if (!chosen || !canTake) return;
    // The form taken is the type's active beast: the sheet reads it from there.
    if (!chosen.active) {
      update(chosen.id, { active: true });
    }
    run((current) => wildShape(current, { uses: total, druidLevel }));
  };

  return (
    <section className="card wild-shape" aria-labelledby={`${id}-title`} data-testid="wild-shape">
      <div className="card__row card__title">
        <h2 id={`${id}-title`} className="eyebrow">
          {t('wildShape.title')}
        </h2>
        <span className="wild-shape__uses" data-testid="wild-shape-uses">
          {t('wildShape.uses', { left, total })}
        </span>
      </div>
      {forms.length === 0 ? (
        !loading && (
          <p className="sheet-note">
            {t('wildShape.noForms')}{' '}
            <Link className="wild-shape__link" to="/beasts-add">
              {t('routes:title.beastsAdd')}
            </Link>
          </p>
        )
      ) : (
        <>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-form`}>
              {t('wildShape.form')}
            </label>
            <select
              id={`${id}-form`}
              className="field__control"
              value={chosen?.id ?? ''}
              onChange={(event) => setPicked(event.target.value)}
            >
              {forms.map((owned) => (
                <option key={owned.id} value={owned.id}>
                  {byId?.get(owned.beast_id)?.title ?? owned.beast_id}
                  {eligibility(owned)?.allowed === false ? ` (${t('eligibility.no')})` : ''}
                </option>
              ))}
            </select>
          </div>
          {chosenEligibility && !chosenEligibility.allowed && (
            <ul className="sheet-warning wild-shape__problems" role="status">
              {chosenEligibility.problems.map((problem) => (
                <li key={problem.key}>{rules.problem(problem)}</li>
              ))}
            </ul>
          )}
          {left === 0 && (
            <p className="sheet-note" role="status">
              {t('wildShape.noUses')}
            </p>
          )}
          <div className="button-row wild-shape__buttons">
            <button
              type="button"
              className="button button--primary"
              disabled={!canTake}
              onClick={take}
            >
              {t('wildShape.take')}
            </button>
            <Link className="button button--ghost" to="/beasts">
              {t('wildShape.manage')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
