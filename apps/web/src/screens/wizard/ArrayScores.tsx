import type { PointerEvent } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Ability, CreationDraft } from '@hearth/rules';
import { swapScores } from '@hearth/rules';

import { AbilityRows } from './AbilityRows.tsx';
import { setScores } from './wizardDraft.ts';

/** A pointer moved this far (px) drags the score instead of tapping it. */
const DRAG_THRESHOLD = 8;

interface Dragging {
  from: Ability;
  over: Ability | null;
  x: number;
  y: number;
}

/** The ability row under a point, skipping the ghost that follows the pointer. */
function abilityAt(x: number, y: number): Ability | null {
  const element = document.elementFromPoint?.(x, y);
  const row = element?.closest<HTMLElement>('[data-ability]');
  return (row?.dataset.ability as Ability | undefined) ?? null;
}

/**
 * Standard array: the values move between abilities by tap-to-swap (tap one score, then
 * another) or by dragging one score onto another (pointer events: mouse, pen and touch).
 */
export function ArrayScores({
  draft,
  update,
}: {
  draft: CreationDraft;
  update: (change: (draft: CreationDraft) => CreationDraft) => void;
}) {
  const { t } = useTranslation(['wizard', 'character']);
  const [selected, setSelected] = useState<Ability | null>(null);
  const [dragging, setDragging] = useState<Dragging | null>(null);
  const press = useRef<{ ability: Ability; x: number; y: number } | null>(null);
  // A drag ends with a click on the chip it started from; that click is not a tap.
  const dragged = useRef(false);

  const swap = (a: Ability, b: Ability) =>
    update((current) => setScores(current, swapScores(current.attributes, a, b)));

  const tap = (ability: Ability) => {
    if (dragged.current) {
      dragged.current = false;
      return;
    }
    if (selected === null) setSelected(ability);
    else {
      if (selected !== ability) swap(selected, ability);
      setSelected(null);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>, ability: Ability) => {
    if (event.button !== 0) return;
    press.current = { ability, x: event.clientX, y: event.clientY };
    dragged.current = false;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const start = press.current;
    if (!start) return;
    const moved = Math.hypot(event.clientX - start.x, event.clientY - start.y);
    if (!dragged.current && moved < DRAG_THRESHOLD) return;
    dragged.current = true;
    const over = abilityAt(event.clientX, event.clientY);
    setDragging({ from: start.ability, over, x: event.clientX, y: event.clientY });
  };
  const onPointerEnd = (event: PointerEvent<HTMLButtonElement>, cancelled: boolean) => {
    const start = press.current;
    press.current = null;
    setDragging(null);
    if (!start || !dragged.current) return;
    // The click that may follow is swallowed by `tap`; if none comes, the next tap is a tap.
    setTimeout(() => (dragged.current = false), 0);
    const over = cancelled ? null : abilityAt(event.clientX, event.clientY);
    if (over && over !== start.ability) swap(start.ability, over);
    setSelected(null);
  };

  return (
    <>
      <p className="sheet-note">{t('abilities.arrayHint')}</p>
      <AbilityRows
        draft={draft}
        highlighted={dragging?.over ?? null}
        control={(ability) => (
          <button
            type="button"
            className={[
              'wizard-score',
              selected === ability && 'wizard-score--selected',
              dragging?.from === ability && 'wizard-score--dragged',
            ]
              .filter(Boolean)
              .join(' ')}
            aria-pressed={selected === ability}
            aria-label={t('abilities.swap', {
              ability: t(`character:abilities.${ability}`),
              score: draft.attributes[ability],
            })}
            onClick={() => tap(ability)}
            onPointerDown={(event) => onPointerDown(event, ability)}
            onPointerMove={onPointerMove}
            onPointerUp={(event) => onPointerEnd(event, false)}
            onPointerCancel={(event) => onPointerEnd(event, true)}
          >
            {draft.attributes[ability]}
          </button>
        )}
      />
      {dragging && (
        <span
          className="wizard-score wizard-score--ghost"
          aria-hidden="true"
          style={{ left: dragging.x, top: dragging.y }}
        >
          {draft.attributes[dragging.from]}
        </span>
      )}
    </>
  );
}
