import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type { DerivedCharacter } from '@hearth/rules';
import { rollDeathSave, rollDie, setDeathSaves } from '@hearth/rules';

import { useSheetActions } from './useSheetActions.ts';

const PIPS = [1, 2, 3] as const;

/** Death saves at 0 HP (spec §4): three pips each, a d20 roll, and the state they make. */
export function DeathSaves({
  character,
  sheet,
}: {
  character: Character;
  sheet: DerivedCharacter;
}) {
  const { t } = useTranslation('character');
  const run = useSheetActions(character);
  const [rolled, setRolled] = useState<number | null>(null);
  const { successes, failures, state } = sheet.deathSaves;
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
          onClick={() =>
            run((current) => setDeathSaves(current, kind, pip <= count ? pip - 1 : pip))
          }
        />
      ))}
    </div>
  );
  return (
    <div className="death-saves" data-testid="death-saves">
      <h3 className="eyebrow">{t('death.title')}</h3>
      {counter('successes', successes)}
      {counter('failures', failures)}
      <p className={`death-saves__state death-saves__state--${state}`} role="status">
        {state === 'dead'
          ? t('death.dead')
          : state === 'stable'
            ? t('death.stable')
            : t('death.inProgress')}
        {rolled !== null && ` · ${t('death.rolled', { roll: rolled })}`}
      </p>
      {state === 'in-progress' && (
        <button
          type="button"
          className="button"
          onClick={() => {
            const d20 = rollDie(20, Math.random);
            setRolled(d20);
            run((current) => rollDeathSave(current, d20));
          }}
        >
          {t('death.roll')}
        </button>
      )}
    </div>
  );
}
