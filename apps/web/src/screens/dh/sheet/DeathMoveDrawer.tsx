import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { DhDeathMove, DhDeathOutcome } from '@hearth/rules';
import { deathMove, DH_DEATH_MOVES } from '@hearth/rules';

import { Drawer } from '../../../components/drawer/Drawer.tsx';
import type { DhView } from '../common/DhGate.tsx';

/**
 * The three death moves of the SRD's "Death", each with the dice it rolls; the chosen one is
 * rolled here and its outcome shown (the dice, a scar, what was cleared, the character's fate).
 */
export function DeathMoveDrawer(props: Omit<DhView, 'catalogue'> & { onClose: () => void }) {
  const { t } = useTranslation('dhSheet');
  return (
    <Drawer open onClose={props.onClose} title={t('death.title')}>
      <DeathMovePanel {...props} />
    </Drawer>
  );
}

/** The death moves and, once one is made, its outcome (in a drawer of its own or the damage one). */
export function DeathMovePanel({
  character,
  sheet,
  change,
  onClose,
}: Omit<DhView, 'catalogue'> & { onClose: () => void }) {
  const { t } = useTranslation('dhSheet');
  const [outcome, setOutcome] = useState<DhDeathOutcome | null>(null);
  const make = (move: DhDeathMove) => {
    const done = deathMove(character, sheet, move, Math.random);
    change(() => done.character);
    setOutcome(done.outcome);
  };
  return outcome ? (
    <DeathOutcome outcome={outcome} onClose={onClose} />
  ) : (
    <div className="form-stack">
      <p>{t('death.intro')}</p>
      {DH_DEATH_MOVES.map((move) => (
        <div key={move} className="dh-choice">
          <h3 className="dh-choice__title">{t(`death.moves.${move}.title`)}</h3>
          <p className="sheet-note">{t(`death.moves.${move}.text`)}</p>
          <button
            type="button"
            className={move === 'blaze-of-glory' ? 'button button--danger' : 'button'}
            onClick={() => make(move)}
          >
            {t(`death.moves.${move}.action`)}
          </button>
        </div>
      ))}
    </div>
  );
}

function DeathOutcome({ outcome, onClose }: { outcome: DhDeathOutcome; onClose: () => void }) {
  const { t } = useTranslation('dhSheet');
  return (
    <div className="form-stack" role="status" data-testid="dh-death-outcome">
      <h3 className="dh-choice__title">{t(`death.moves.${outcome.move}.title`)}</h3>
      {outcome.hopeDie !== undefined && (
        <p className="dh-dice">
          {outcome.fearDie !== undefined
            ? t('death.duality', { hope: outcome.hopeDie, fear: outcome.fearDie })
            : t('death.hopeDie', { hope: outcome.hopeDie })}
        </p>
      )}
      {outcome.move === 'risk-it-all' && outcome.hopeDie === outcome.fearDie && (
        <p>{t('death.tie')}</p>
      )}
      {outcome.scar && <p className="sheet-warning">{t('death.scar')}</p>}
      {outcome.cleared && (outcome.cleared.hp > 0 || outcome.cleared.stress > 0) && (
        <p>{t('death.cleared', { hp: outcome.cleared.hp, stress: outcome.cleared.stress })}</p>
      )}
      <p className="dh-outcome">{t(`death.fate.${outcome.fate}`)}</p>
      <button type="button" className="button" onClick={onClose}>
        {t('damage.done')}
      </button>
    </div>
  );
}
