import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type { DerivedCharacter } from '@hearth/rules';
import {
  addCondition,
  clearConditions,
  conditionsInEffect,
  HEROIC_INSPIRATION,
  removeCondition,
  toggleHeroicInspiration,
} from '@hearth/rules';

import { Drawer } from '../../components/drawer/Drawer.tsx';
import { MarkdownText } from '../../components/MarkdownText.tsx';
import { conditionList } from './conditionList.ts';
import { ExhaustionStepper } from './ExhaustionStepper.tsx';
import { useConditionTitles } from './useConditionTitles.ts';
import type { RuleEntry } from './useRuleTitles.ts';
import { useSheetActions } from './useSheetActions.ts';

/** Conditions shown on the card before the rest are summed up as +N (spec §9). */
export const CARD_CONDITIONS = 2;

/**
 * Conditions (spec §4): added and removed in a drawer with each one's rule; Clear (only when
 * there are some) also resets exhaustion; Heroic Inspiration beside them. Exhaustion is one
 * condition with a level 1-6: its switch turns it on at 1 and off at 0, its stepper (on the
 * card and in the drawer) moves the level and so turns it on and off.
 */
export const ConditionsCard = memo(ConditionsCardView, (before, after) => {
  // What the card shows; its actions start from the latest character (useSheetActions), so a
  // tap that changes hit points or resources leaves the card as it is (issue 16).
  const inspiration = (character: Character) => character.resources[HEROIC_INSPIRATION] ?? 0;
  return (
    before.character.conditions === after.character.conditions &&
    inspiration(before.character) === inspiration(after.character) &&
    before.sheet.exhaustion === after.sheet.exhaustion &&
    before.sheet.conditions === after.sheet.conditions
  );
});

function ConditionsCardView({
  character,
  sheet,
}: {
  character: Character;
  sheet: DerivedCharacter;
}) {
  const { t } = useTranslation('character');
  const run = useSheetActions(character);
  const { entries, titleOf } = useConditionTitles(sheet);
  const conditions = entries.filter((rule) => rule.type === 'condition');
  const [open, setOpen] = useState(false);
  const [reading, setReading] = useState<string | null>(null);
  const listed = conditionList(character, sheet);
  const shown = listed.slice(0, CARD_CONDITIONS);
  const more = listed.length - shown.length;
  const exhaustion = sheet.exhaustion.level;
  const inspired = (character.resources[HEROIC_INSPIRATION] ?? 0) > 0;
  const implied = sheet.conditions.filter((id) => !character.conditions.includes(id));

  return (
    <section className="card" aria-labelledby="conditions-title">
      <div className="card__row">
        <h2 id="conditions-title" className="eyebrow">
          {t('conditions.title')}
        </h2>
        <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
          {t('conditions.add')}
        </button>
      </div>
      <p className="conditions-summary" data-testid="conditions-summary">
        {listed.length === 0
          ? t('conditions.none')
          : `${shown.map(titleOf).join(', ')}${more > 0 ? ` ${t('conditions.more', { count: more })}` : ''}`}
      </p>
      <div className="card__row">
        <span>{t('conditions.exhaustionLevel', { level: exhaustion })}</span>
        <ExhaustionStepper character={character} level={exhaustion} />
      </div>
      <label className="field field--inline">
        <span>{t('conditions.inspiration')}</span>
        <input
          type="checkbox"
          className="switch"
          checked={inspired}
          onChange={() => run(toggleHeroicInspiration)}
        />
      </label>

      <Drawer open={open} onClose={() => setOpen(false)} title={t('conditions.title')}>
        <ConditionSwitches
          character={character}
          conditions={conditions}
          exhaustion={exhaustion}
          implied={implied}
          listed={listed}
          titleOf={titleOf}
          run={run}
          onRead={setReading}
        />
      </Drawer>
      <ConditionRule
        condition={conditions.find((rule) => rule.id === reading) ?? null}
        active={reading !== null && listed.includes(reading)}
        implied={
          reading
            ? conditionsInEffect([reading])
                .filter((id) => id !== reading)
                .map(titleOf)
            : []
        }
        onEnd={() => {
          run((current) => removeCondition(current, reading!));
          // Spec §4: ending a condition closes its rule drawer.
          setReading(null);
        }}
        onClose={() => setReading(null)}
      />
    </section>
  );
}

function ConditionRule({
  condition,
  active,
  implied,
  onEnd,
  onClose,
}: {
  condition: RuleEntry | null;
  active: boolean;
  implied: string[];
  onEnd: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('character');
  return (
    <Drawer open={condition !== null} onClose={onClose} title={condition?.title ?? ''}>
      {condition && (
        <div className="rule-text">
          <MarkdownText text={condition.description} />
          {implied.length > 0 && (
            <p className="sheet-note">
              {t('conditions.implied', { conditions: implied.join(', ') })}
            </p>
          )}
          {active && (
            <button type="button" className="button" onClick={onEnd}>
              {t('conditions.remove')}
            </button>
          )}
        </div>
      )}
    </Drawer>
  );
}

/**
 * The drawer's list: each condition with its switch (and exhaustion's stepper), and Clear. Its
 * own component, so it is built only while the drawer is open (issue 16).
 */
function ConditionSwitches({
  character,
  conditions,
  exhaustion,
  implied,
  listed,
  titleOf,
  run,
  onRead,
}: {
  character: Character;
  conditions: RuleEntry[];
  exhaustion: number;
  implied: string[];
  listed: string[];
  titleOf: (id: string) => string;
  run: ReturnType<typeof useSheetActions>;
  onRead: (id: string) => void;
}) {
  const { t } = useTranslation('character');
  return (
    <>
      <ul className="condition-list">
        {conditions.map((condition) => {
          const isExhaustion = condition.id === 'exhaustion';
          const on = isExhaustion ? exhaustion > 0 : character.conditions.includes(condition.id);
          return (
            <li key={condition.id} className="condition-list__item">
              <button
                type="button"
                className="condition-list__name"
                onClick={() => onRead(condition.id)}
              >
                {isExhaustion && on ? titleOf(condition.id) : condition.title}
                {!on && implied.includes(condition.id) && <span className="tag">✓</span>}
              </button>
              {isExhaustion && <ExhaustionStepper character={character} level={exhaustion} />}
              <input
                type="checkbox"
                className="switch"
                aria-label={condition.title}
                checked={on}
                onChange={() =>
                  run((current) =>
                    // From the latest character, so two quick taps turn it on and off again.
                    (isExhaustion ? on : current.conditions.includes(condition.id))
                      ? removeCondition(current, condition.id)
                      : addCondition(current, condition.id),
                  )
                }
              />
            </li>
          );
        })}
      </ul>
      {listed.length > 0 && (
        <button type="button" className="button" onClick={() => run(clearConditions)}>
          {t('conditions.clear')}
        </button>
      )}
    </>
  );
}
