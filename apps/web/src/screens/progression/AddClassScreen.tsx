import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import type { Character } from '@hearth/contract';
import type { DerivedCharacter } from '@hearth/rules';
import {
  addClass,
  fixedHitPoints,
  MAX_LEVEL,
  prerequisiteFacts,
  reasonsUnavailable,
} from '@hearth/rules';

import { NumberField } from '../../components/form/NumberField.tsx';
import { OfflineIcon } from '../../components/icons.tsx';
import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import { useOnline } from '../../data/network/useOnline.ts';
import { useRulesTexts } from '../../i18n/problemText.ts';
import { CharacterGate } from '../character/CharacterGate.tsx';
import { CharacterPage } from '../character/CharacterPage.tsx';
import { useSheetActions } from '../sheet/useSheetActions.ts';
import type { LevelUpDone } from './levelUpTodo.ts';
import { useReasonText } from './useReasonText.ts';

import './Progression.css';

/**
 * /lvlup/classes (multiclass, beta): a class the character does not have yet, taken at level
 * 1 with the fixed hit points of its die plus the CON modifier (at least 1, editable). A class
 * must be chosen first (spec §5) and the total level stays within 20. Then /features/edit.
 */
export default function AddClassScreen() {
  return (
    <CharacterGate>
      {(character, sheet) => <AddClass character={character} sheet={sheet} />}
    </CharacterGate>
  );
}

function AddClass({ character, sheet }: { character: Character; sheet: DerivedCharacter }) {
  const { t } = useTranslation('progression');
  const texts = useRulesTexts();
  const online = useOnline();
  const navigate = useNavigate();
  const run = useSheetActions(character);
  const catalogue = useRulesCatalogue().data;
  const reasonText = useReasonText();
  const facts = catalogue ? prerequisiteFacts(character, sheet, catalogue) : undefined;
  /** SRD 5.2: 13 in the primary ability of the new class and of every class the character has. */
  const lacks = (classId: string) =>
    facts ? reasonsUnavailable({ kind: 'class', id: classId }, facts).map(reasonText) : [];
  const [picked, setPicked] = useState<{ id: string; hp: number | null } | null>(null);
  const atMax = sheet.level >= MAX_LEVEL;
  const candidates = [...(catalogue?.classes.values() ?? [])]
    .filter((cls) => !character.classes.some((owned) => owned.id === cls.id))
    .sort((a, b) => a.title.localeCompare(b.title));
  const chosen =
    picked && lacks(picked.id).length === 0 ? catalogue?.classes.get(picked.id) : undefined;
  const suggested = chosen
    ? Math.max(1, fixedHitPoints(chosen.hit_die) + sheet.abilities.con.mod)
    : 0;
  const hp = picked?.hp ?? suggested;

  const apply = () => {
    if (!chosen) return;
    run((now) => addClass(now, chosen.id, hp));
    const levelUp: LevelUpDone = { classId: chosen.id, from: 0, to: 1, gain: hp };
    void navigate('/features/edit', { state: { levelUp } });
  };

  return (
    <CharacterPage character={character} title={t('addClass.title')}>
      <p className="sheet-note">{t('addClass.beta')}</p>
      {atMax ? (
        <p className="sheet-warning" role="status">
          {texts.message({ key: 'levels.max' })}
        </p>
      ) : (
        <div className="form-stack">
          <div className="class-picks" role="radiogroup" aria-label={t('addClass.choose')}>
            {candidates.map((cls) => {
              const missing = lacks(cls.id);
              return (
                <button
                  key={cls.id}
                  type="button"
                  role="radio"
                  aria-checked={picked?.id === cls.id}
                  disabled={missing.length > 0}
                  data-testid={`add-class-${cls.id}`}
                  className={
                    picked?.id === cls.id
                      ? 'class-picks__option class-picks__option--on'
                      : 'class-picks__option'
                  }
                  onClick={() => setPicked({ id: cls.id, hp: null })}
                >
                  <strong>{cls.title}</strong>
                  <span className="feats-list__meta">
                    {t('addClass.die', { die: cls.hit_die })}
                  </span>
                  {missing.length > 0 && (
                    <span className="class-picks__lacks">{missing.join(' · ')}</span>
                  )}
                </button>
              );
            })}
          </div>
          {chosen ? (
            <NumberField
              live
              label={t('addClass.hp')}
              value={hp}
              min={0}
              stepper
              onValueChange={(value) => setPicked({ id: chosen.id, hp: value })}
              hint={t('levelUp.hpHint', { value: suggested })}
            />
          ) : (
            <p className="sheet-warning">{texts.problem({ key: 'classes.none' })}</p>
          )}
          {!online && (
            <p className="progression-offline" role="status">
              <OfflineIcon /> {t('levelUp.offline')}
            </p>
          )}
          <button
            type="button"
            className="button button--primary"
            disabled={!chosen || !online}
            onClick={apply}
          >
            {chosen ? t('addClass.apply', { title: chosen.title }) : t('addClass.applyNone')}
          </button>
        </div>
      )}
    </CharacterPage>
  );
}
