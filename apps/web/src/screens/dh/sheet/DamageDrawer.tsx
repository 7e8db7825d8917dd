import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { DhDamageOutcome } from '@hearth/rules';
import { damageSeverity, dhTakeDamage } from '@hearth/rules';

import { Drawer } from '../../../components/drawer/Drawer.tsx';
import { NumberField } from '../../../components/form/NumberField.tsx';
import { SwitchField } from '../../../components/form/SwitchField.tsx';
import type { DhView } from '../common/DhGate.tsx';
import { DeathMovePanel } from './DeathMoveDrawer.tsx';

/** Damage larger than any threshold a character reaches; the field stops there. */
const MAX_DAMAGE = 999;

/**
 * Taking damage (SRD "Damage"): the amount, the band it falls into and the Hit Points that
 * marks, an armor slot to lower that by one, then what was marked; when the last Hit Point is
 * marked the player is sent to the death moves.
 */
export function DamageDrawer({
  character,
  sheet,
  change,
  onClose,
}: Omit<DhView, 'catalogue'> & { onClose: () => void }) {
  const { t } = useTranslation('dhSheet');
  const [amount, setAmount] = useState(0);
  const [useArmor, setUseArmor] = useState(false);
  const [outcome, setOutcome] = useState<Omit<DhDamageOutcome, 'character'> | null>(null);
  // The death moves open in this drawer: a second one would leave a history entry behind.
  const [dying, setDying] = useState(false);
  const severity = damageSeverity(amount, {
    major: sheet.thresholds.major.value,
    severe: sheet.thresholds.severe.value,
  });
  const armorFree = sheet.armorScore.value > 0 && sheet.armorSlots.filled < sheet.armorSlots.max;
  const armorOn = useArmor && armorFree && severity > 0;
  const marks = Math.max(0, severity - (armorOn ? 1 : 0));
  const take = () => {
    const done = dhTakeDamage(character, sheet, amount, { armorSlot: armorOn });
    change(() => done.character);
    setOutcome({
      severity: done.severity,
      hpMarked: done.hpMarked,
      armorUsed: done.armorUsed,
      deathMoveDue: done.deathMoveDue,
    });
  };
  return (
    <Drawer open onClose={onClose} title={t(dying ? 'death.title' : 'damage.title')}>
      {dying ? (
        <DeathMovePanel character={character} sheet={sheet} change={change} onClose={onClose} />
      ) : outcome ? (
        <div className="form-stack" role="status" data-testid="dh-damage-outcome">
          <p className="dh-outcome">
            {outcome.severity === 0
              ? t('damage.none')
              : t('damage.marked', {
                  band: t(`damage.bands.${outcome.severity}`),
                  count: outcome.hpMarked,
                })}
          </p>
          {outcome.armorUsed && <p>{t('damage.armorUsed')}</p>}
          {outcome.deathMoveDue ? (
            <>
              <p className="sheet-warning">{t('death.due')}</p>
              <button
                type="button"
                className="button button--danger"
                onClick={() => setDying(true)}
              >
                {t('death.choose')}
              </button>
            </>
          ) : (
            <button type="button" className="button" onClick={onClose}>
              {t('damage.done')}
            </button>
          )}
        </div>
      ) : (
        <div className="form-stack">
          <NumberField
            label={t('damage.amount')}
            value={amount}
            min={0}
            max={MAX_DAMAGE}
            live
            stepper
            onValueChange={setAmount}
          />
          <p className="dh-severity" data-testid="dh-severity">
            {severity === 0
              ? t('damage.enterAmount')
              : t('damage.preview', { band: t(`damage.bands.${severity}`), count: severity })}
          </p>
          <p className="sheet-note">
            {t('damage.thresholds', {
              major: sheet.thresholds.major.value,
              severe: sheet.thresholds.severe.value,
            })}
          </p>
          <SwitchField
            label={t('damage.useArmor')}
            checked={armorOn}
            disabled={!armorFree || severity === 0}
            onCheckedChange={setUseArmor}
          />
          {!armorFree && <p className="sheet-note">{t('damage.noArmorSlot')}</p>}
          <button
            type="button"
            className="button button--primary"
            disabled={severity === 0}
            onClick={take}
          >
            {t('damage.take', { count: marks })}
          </button>
        </div>
      )}
    </Drawer>
  );
}
