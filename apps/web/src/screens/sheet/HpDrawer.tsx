import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type { DerivedCharacter } from '@hearth/rules';
import {
  gainTemporaryHitPoints,
  heal,
  hitPointInput,
  suggestedHitPointChange,
  takeDamage,
} from '@hearth/rules';

import { Drawer } from '../../components/drawer/Drawer.tsx';
import { NumberField } from '../../components/form/NumberField.tsx';
import { useSheetActions } from './useSheetActions.ts';

interface HpDrawerProps {
  open: boolean;
  onClose: () => void;
  character: Character;
  sheet: DerivedCharacter;
}

/**
 * The damage and heal drawer (spec §4): the amount offered first is twice the total level;
 * damage takes temporary HP first; healing clears death saves; the maximum and its adjustment
 * can be changed, with the recommended maximum as a hint.
 */
export function HpDrawer({ open, onClose, character, sheet }: HpDrawerProps) {
  const { t } = useTranslation('character');
  const run = useSheetActions(character);
  const [amount, setAmount] = useState(() => suggestedHitPointChange(character));
  const apply = (action: 'damage' | 'heal' | 'temp') => {
    run((current) =>
      action === 'damage'
        ? takeDamage(current, amount)
        : action === 'heal'
          ? heal(current, amount)
          : gainTemporaryHitPoints(current, amount),
    );
  };
  const setMax = (field: 'max' | 'max_mod', value: number) =>
    run((current) => {
      const hp = {
        ...current.hp,
        [field]: field === 'max' ? Math.max(1, hitPointInput(value)) : value,
      };
      return {
        ...current,
        hp: { ...hp, current: Math.min(hp.current, Math.max(1, hp.max + hp.max_mod)) },
      };
    });
  return (
    <Drawer open={open} onClose={onClose} title={t('hp.title')}>
      <div className="hp-drawer">
        <p className="hp-drawer__now">
          <strong>{sheet.hp.current}</strong> / {sheet.hp.max.value}
          {sheet.hp.temp > 0 && ` (+${sheet.hp.temp} ${t('hp.temp')})`}
        </p>
        <NumberField label={t('hp.amount')} value={amount} min={0} onValueChange={setAmount} />
        <div className="hp-drawer__actions">
          <button type="button" className="button button--danger" onClick={() => apply('damage')}>
            {t('hp.damage')}
          </button>
          <button type="button" className="button button--primary" onClick={() => apply('heal')}>
            {t('hp.heal')}
          </button>
          <button type="button" className="button" onClick={() => apply('temp')}>
            {t('hp.setTemp')}
          </button>
        </div>
        <h3 className="eyebrow">{t('hp.edit')}</h3>
        <NumberField
          label={t('hp.max')}
          value={character.hp.max}
          min={1}
          onValueChange={(value) => setMax('max', value)}
          hint={
            sheet.hp.differsFromRecommended
              ? t('hp.recommended', { value: sheet.hp.recommended })
              : undefined
          }
        />
        <NumberField
          label={t('hp.maxMod')}
          value={character.hp.max_mod}
          allowNegative
          onValueChange={(value) => setMax('max_mod', value)}
        />
      </div>
    </Drawer>
  );
}
