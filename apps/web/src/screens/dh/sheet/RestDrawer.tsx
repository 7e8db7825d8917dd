import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { DhLongRestMove, DhRestMoveResult, DhShortRestMove } from '@hearth/rules';
import { DH_LONG_REST_MOVES, DH_SHORT_REST_MOVES, dhLongRest, dhShortRest } from '@hearth/rules';

import { Drawer } from '../../../components/drawer/Drawer.tsx';
import type { DhView } from '../common/DhGate.tsx';
import { useDhNames } from '../common/useDhNames.ts';

type Move = DhShortRestMove | DhLongRestMove;

/** Each rest takes two downtime moves (SRD "Downtime"); the same move may be chosen twice. */
const MOVES_PER_REST = 2;

/**
 * A short or a long rest: the player picks two downtime moves, the rules roll what they clear,
 * and the drawer shows each result. After three short rests in a row only a long rest is offered.
 */
export function RestDrawer({
  kind,
  character,
  sheet,
  change,
  onClose,
}: Omit<DhView, 'catalogue'> & { kind: 'short' | 'long'; onClose: () => void }) {
  const { t } = useTranslation('dhSheet');
  const names = useDhNames();
  const moves: readonly Move[] = kind === 'short' ? DH_SHORT_REST_MOVES : DH_LONG_REST_MOVES;
  const [chosen, setChosen] = useState<Move[]>([]);
  const [results, setResults] = useState<DhRestMoveResult[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const countOf = (move: Move) => chosen.filter((one) => one === move).length;
  const remove = (move: Move) => {
    const at = chosen.lastIndexOf(move);
    setChosen(chosen.filter((_, index) => index !== at));
  };
  const rest = () => {
    const [first, second] = chosen;
    if (!first || !second) return;
    // The moves offered are the rest's own: a short rest's list holds short-rest moves only.
    if (kind === 'short') {
      const pair = [first, second] as [DhShortRestMove, DhShortRestMove];
      const done = dhShortRest(character, sheet, pair, Math.random);
      if (!done.ok) {
        setRefusal(names.problem(done.problem));
        return;
      }
      change(() => done.character);
      setResults(done.results);
    } else {
      const pair = [first, second] as [DhLongRestMove, DhLongRestMove];
      const done = dhLongRest(character, sheet, pair);
      change(() => done.character);
      setResults(done.results);
    }
  };
  const title = t(kind === 'short' ? 'rest.short' : 'rest.long');
  const blocked = kind === 'short' && sheet.mustRestLong;
  return (
    <Drawer open onClose={onClose} title={title}>
      {results ? (
        <div className="form-stack" role="status" data-testid="dh-rest-results">
          <h3 className="eyebrow">{t('rest.results')}</h3>
          <ul className="rest-summary">
            {results.map((result, index) => (
              <li key={index}>
                {t(`rest.result.${result.move}`, {
                  count: result.amount,
                  roll: result.roll ?? 0,
                  tier: sheet.tier,
                })}
              </li>
            ))}
          </ul>
          <button type="button" className="button" onClick={onClose}>
            {t('damage.done')}
          </button>
        </div>
      ) : blocked ? (
        <div className="form-stack">
          <p className="sheet-warning" role="status">
            {t('rest.mustRestLong')}
          </p>
          <button type="button" className="button" onClick={onClose}>
            {t('damage.done')}
          </button>
        </div>
      ) : (
        <div className="form-stack">
          <p>{t(kind === 'short' ? 'rest.shortHelp' : 'rest.longHelp', { tier: sheet.tier })}</p>
          <ul className="dh-moves">
            {moves.map((move) => {
              const count = countOf(move);
              return (
                <li key={move} className="dh-move">
                  <div className="dh-move__text">
                    <strong>{t(`rest.moves.${move}.title`)}</strong>
                    <span className="sheet-note">
                      {t(`rest.moves.${move}.text`, { tier: sheet.tier })}
                    </span>
                  </div>
                  <div className="inline-stepper">
                    <button
                      type="button"
                      className="icon-button number-field__step"
                      aria-label={t('rest.less', { move: t(`rest.moves.${move}.title`) })}
                      disabled={count === 0}
                      onClick={() => remove(move)}
                    >
                      −
                    </button>
                    <span className="dh-count">{count}</span>
                    <button
                      type="button"
                      className="icon-button number-field__step"
                      aria-label={t('rest.more', { move: t(`rest.moves.${move}.title`) })}
                      disabled={chosen.length >= MOVES_PER_REST}
                      onClick={() => setChosen([...chosen, move])}
                    >
                      +
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
          {refusal && (
            <p className="sheet-warning" role="alert">
              {refusal}
            </p>
          )}
          <button
            type="button"
            className="button button--primary"
            disabled={chosen.length !== MOVES_PER_REST}
            onClick={rest}
          >
            {t('rest.take', { chosen: chosen.length, total: MOVES_PER_REST })}
          </button>
        </div>
      )}
    </Drawer>
  );
}
