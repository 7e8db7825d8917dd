import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type { DeathSaves as Saves, DerivedCharacter } from '@hearth/rules';
import { revive, rollDeathSave, rollDie, setDeathSaves } from '@hearth/rules';

import { useHitPointActions } from './useHitPointActions.ts';
import { useSheetActions } from './useSheetActions.ts';

const PIPS = [1, 2, 3] as const;

/** The last roll and the counts it left: it is shown only while those counts still hold. */
interface Roll {
  d20: number;
  after: Saves;
}

const sameSaves = (a: Saves, b: Saves) => a.failures === b.failures && a.successes === b.successes;

/**
 * Death saves at 0 HP (spec §4): three pips each, a d20 roll, and the state they make. The
 * dead roll no more: they are brought back only by a revival the player marks (or by undoing
 * what killed them).
 */
export function DeathSaves({
  character,
  sheet,
}: {
  character: Character;
  sheet: DerivedCharacter;
}) {
  const { t } = useTranslation('character');
  const run = useSheetActions(character);
  const runHitPoints = useHitPointActions(character);
  const [rolled, setRolled] = useState<Roll | null>(null);
  const { successes, failures, state } = sheet.deathSaves;
  // A pip tap, damage or another device changes the counts: the roll no longer explains them.
  const roll = rolled && sameSaves(rolled.after, { successes, failures }) ? rolled.d20 : null;
  const counter = (kind: 'successes' | 'failures', count: number) => (
    <div className="death-saves__row">
      <span>{t(`death.${kind}`)}</span>
      {PIPS.map((pip) => (
        <button
          key={pip}
          type="button"
          className={pip <= count ? `pip pip--on pip--${kind}` : 'pip'}
          aria-label={`${t(`death.${kind}`)} ${pip}`}
          aria-pressed={pip <= count}
          onClick={() => {
            setRolled(null);
            run((current) => setDeathSaves(current, kind, pip <= count ? pip - 1 : pip));
          }}
        />
      ))}
    </div>
  );
  return (
    <div className="death-saves" data-testid="death-saves">
      <h3 className="eyebrow">{t('death.title')}</h3>
      {counter('successes', successes)}
      {counter('failures', failures)}
      <p
        className={`death-saves__state death-saves__state--${state}`}
        role="status"
        data-testid="death-state"
      >
        {state === 'dead'
          ? t('death.dead')
          : state === 'stable'
            ? t('death.stable')
            : t('death.inProgress')}
        {roll !== null && ` · ${t('death.rolled', { roll })}`}
      </p>
      {state === 'in-progress' && (
        <button
          type="button"
          className="button"
          onClick={() => {
            const d20 = rollDie(20, Math.random);
            const after = run((current) => rollDeathSave(current, d20));
            setRolled({ d20, after: after.saving_death });
          }}
        >
          {t('death.roll')}
        </button>
      )}
      {state === 'dead' && (
        <>
          <p className="sheet-note">{t('death.deadHelp')}</p>
          <button
            type="button"
            className="button"
            onClick={() => runHitPoints((current) => revive(current))}
          >
            {t('death.revive')}
          </button>
        </>
      )}
    </div>
  );
}
