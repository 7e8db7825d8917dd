import { memo } from 'react';
import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type { SlotChoice, SlotPools } from '@hearth/rules';
import { changeSlotUse, PACT_ROW, slotsLeft } from '@hearth/rules';

import { useSheetActions } from '../sheet/useSheetActions.ts';

/**
 * One row of slots of one level (regular or Pact Magic) as pips, a pip on for each slot used:
 * a tap on a free pip spends a slot, on a used one gives it back (rules `changeSlotUse`).
 */
export const SlotPips = memo(SlotPipsView, (before, after) => {
  // A row shows its level, its total and how many are left: a cast at another level, or any
  // other edit, leaves it as it is (issue 16). Its taps start from the latest character.
  const left = (props: SlotPipsProps) => slotsLeft(props.character, props.pools, props.choice);
  return (
    before.total === after.total &&
    before.choice.row === after.choice.row &&
    before.choice.level === after.choice.level &&
    before.pools.regular === after.pools.regular &&
    before.pools.pact === after.pools.pact &&
    left(before) === left(after)
  );
});

interface SlotPipsProps {
  character: Character;
  pools: SlotPools;
  choice: SlotChoice;
  total: number;
}

function SlotPipsView({ character, pools, choice, total }: SlotPipsProps) {
  const { t } = useTranslation('magic');
  const run = useSheetActions(character);
  const left = slotsLeft(character, pools, choice);
  const used = total - left;
  const pact = choice.row === PACT_ROW;
  const label = pact
    ? t('slots.pactRow', { level: choice.level })
    : t('slots.row', { level: choice.level });
  return (
    <div
      className={pact ? 'slot-row slot-row--pact' : 'slot-row'}
      role="group"
      aria-label={label}
      data-testid={`slots-${pact ? 'pact' : 'regular'}-${choice.level}`}
    >
      <span className="slot-row__label">
        <span className="slot-row__name">{pact ? t('slots.pact') : t('slots.slots')}</span>
        <span className="slot-row__left">{t('slots.left', { left, total })}</span>
      </span>
      <span className="slot-row__pips">
        {Array.from({ length: total }, (_, index) => index + 1).map((pip) => (
          <button
            key={pip}
            type="button"
            className={pip <= used ? 'pip pip--on' : 'pip'}
            aria-label={t('slots.pip', { number: pip })}
            aria-pressed={pip <= used}
            onClick={() =>
              run((current) => changeSlotUse(current, pools, choice, pip <= used ? -1 : 1))
            }
          />
        ))}
      </span>
    </div>
  );
}
