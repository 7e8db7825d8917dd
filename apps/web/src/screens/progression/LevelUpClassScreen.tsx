import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import type { Character } from '@hearth/contract';
import type { DerivedCharacter } from '@hearth/rules';
import {
  changeClassLevel,
  defaultTargetLevel,
  introducedErrors,
  maxClassLevel,
} from '@hearth/rules';

import { NumberField } from '../../components/form/NumberField.tsx';
import { OfflineIcon } from '../../components/icons.tsx';
import { Link } from '../../components/link/RouterLink.tsx';
import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import { useCharacterSheet } from '../../data/characters/sheet.ts';
import { useOnline } from '../../data/network/useOnline.ts';
import { useRulesTexts } from '../../i18n/problemText.ts';
import { CharacterGate } from '../character/CharacterGate.tsx';
import { CharacterPage } from '../character/CharacterPage.tsx';
import { useSheetActions } from '../sheet/useSheetActions.ts';
import { useLevelChangeBreaks } from './levelChangeBreaks.ts';
import { suggestedHitPointChange } from './levelHitPoints.ts';
import type { LevelUpDone } from './levelUpTodo.ts';

import './Progression.css';

/**
 * /lvlup/{id}: the level change of one class (spec §4). The target runs from 1 to what the
 * class may reach and starts at the next level; the HP change starts at the spec's amount
 * (with what features such as Dwarven Toughness add) and can be edited. Applying changes the
 * class level and the maximum HP, then the player goes on to /features/edit.
 */
export default function LevelUpClassScreen() {
  const { id = '' } = useParams();
  return (
    <CharacterGate>
      {(character, sheet) => <LevelUpClass character={character} sheet={sheet} classId={id} />}
    </CharacterGate>
  );
}

function LevelUpClass({
  character,
  sheet,
  classId,
}: {
  character: Character;
  sheet: DerivedCharacter;
  classId: string;
}) {
  const { t } = useTranslation('progression');
  const texts = useRulesTexts();
  const catalogue = useRulesCatalogue().data;
  const cls = character.classes.find((entry) => entry.id === classId);
  const title = catalogue?.classes.get(classId)?.title ?? classId;
  if (!cls) {
    return (
      <CharacterPage character={character} title={t('levelUp.title')}>
        <p className="sheet-warning" role="alert">
          {texts.message({ key: 'levels.no-class' })}
        </p>
        <Link className="button" to="/lvlup">
          {t('levelUp.back')}
        </Link>
      </CharacterPage>
    );
  }
  return (
    <CharacterPage character={character} title={t('levelUp.classTitle', { title })}>
      <LevelChange
        character={character}
        sheet={sheet}
        classId={classId}
        current={cls.level}
        hitDie={catalogue?.classes.get(classId)?.hit_die ?? 0}
      />
    </CharacterPage>
  );
}

function LevelChange({
  character,
  sheet,
  classId,
  current,
  hitDie,
}: {
  character: Character;
  sheet: DerivedCharacter;
  classId: string;
  current: number;
  hitDie: number;
}) {
  const { t } = useTranslation('progression');
  const texts = useRulesTexts();
  const online = useOnline();
  const navigate = useNavigate();
  const run = useSheetActions(character);
  const highest = maxClassLevel(character.classes, classId);
  // The HP the player typed belongs to the target it was typed for.
  const [state, setState] = useState<{ target: number; hp: number | null }>(() => ({
    target: defaultTargetLevel(character, classId),
    hp: null,
  }));
  const { target } = state;
  const atTarget = useMemo(
    () =>
      target === current
        ? null
        : {
            ...character,
            classes: character.classes.map((entry) =>
              entry.id === classId ? { ...entry, level: target } : entry,
            ),
          },
    [character, classId, current, target],
  );
  const targetSheet = useCharacterSheet(atTarget);
  const suggested = suggestedHitPointChange(hitDie, sheet, targetSheet, current, target);
  const hp = state.hp ?? suggested;
  const up = target > current;
  const atMax = target === current && current >= highest;
  const changedFeatures = useMemo(() => {
    if (!targetSheet) return [];
    const [from, to] = up ? [sheet, targetSheet] : [targetSheet, sheet];
    const had = new Set(from.features.map((feature) => feature.path));
    return to.features.filter((feature) => !had.has(feature.path));
  }, [sheet, targetSheet, up]);
  const newMax = Math.max(1, character.hp.max + (up ? hp : -hp));
  // What the server would refuse at the target level (a lowered level leaves too many
  // invocations, a feat without its level): said here, and the change waits until it is fixed.
  const breaks = useLevelChangeBreaks(
    targetSheet ? introducedErrors(sheet.problems, targetSheet.problems) : [],
    targetSheet,
  );

  const apply = () => {
    run((now) => changeClassLevel(now, classId, target, hp));
    // A level up goes on with what follows it: HP to add, choices and spells to make.
    const levelUp: LevelUpDone = { classId, from: current, to: target, gain: hp };
    void navigate('/features/edit', up ? { state: { levelUp } } : undefined);
  };

  return (
    <div className="form-stack level-change">
      <p className="progression-total">{t('levelUp.current', { level: current })}</p>
      {atMax && (
        <p className="sheet-warning" role="status">
          {texts.message({ key: 'levels.max' })}
        </p>
      )}
      <NumberField
        label={t('levelUp.target')}
        value={target}
        min={1}
        max={highest}
        stepper
        live
        onValueChange={(value) => setState({ target: value, hp: null })}
        hint={t('levelUp.targetHint', { max: highest })}
      />
      {target !== current && (
        <>
          <p className="level-change__direction" data-testid="level-direction">
            {up
              ? t('levelUp.up', { from: current, to: target })
              : t('levelUp.down', { from: current, to: target })}
          </p>
          <NumberField
            label={up ? t('levelUp.hpGain') : t('levelUp.hpLoss')}
            value={hp}
            min={0}
            stepper
            live
            onValueChange={(value) => setState({ target, hp: value })}
            hint={t('levelUp.hpHint', { value: suggested })}
          />
          <p className="sheet-note" data-testid="level-max-hp">
            {t('levelUp.maxHp', { from: character.hp.max, to: newMax })}
          </p>
          {changedFeatures.length > 0 && (
            <section className="card" aria-labelledby="changed-features">
              <h2 id="changed-features" className="eyebrow card__title">
                {up ? t('levelUp.gained') : t('levelUp.lost')}
              </h2>
              <ul className="level-change__features">
                {changedFeatures.map((feature) => (
                  <li key={feature.path}>
                    {feature.title}{' '}
                    <span className="feats-list__meta">
                      {t('features.levelShort', { level: feature.level })}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      {target === current && !atMax && <p className="sheet-note">{t('levelUp.same')}</p>}
      {breaks.length > 0 && (
        <div className="sheet-warning level-change__breaks" role="status">
          <p>{t('levelUp.breaks', { level: target })}</p>
          <ul>
            {breaks.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Link to="/features/edit">{t('levelUp.fixFirst')}</Link>
        </div>
      )}
      {!online && (
        <p className="progression-offline" role="status">
          <OfflineIcon /> {t('levelUp.offline')}
        </p>
      )}
      <button
        type="button"
        className="button button--primary"
        disabled={target === current || !online || breaks.length > 0}
        onClick={apply}
      >
        {target < current ? t('levelUp.applyDown') : t('levelUp.applyUp')}
      </button>
    </div>
  );
}
