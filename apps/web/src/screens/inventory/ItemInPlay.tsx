import { useTranslation } from 'react-i18next';

import type { Character, InventoryItem } from '@hearth/contract';
import type { DerivedCharacter, ItemRules } from '@hearth/rules';
import { attacksOfItem, canEquip } from '@hearth/rules';

import { FeatureAttackRow, WeaponAttackRow } from '../magic/AttackRows.tsx';
import { BreakdownTerms } from '../sheet/BreakdownTerms.tsx';

/** Why an item's effects are not on the sheet now, if they are not. */
export type IdleReason = 'carry' | 'attune' | 'equip';

/**
 * Spec §4: an item's mechanics apply only while it is carried, attuned when it needs attunement
 * and equipped when it is a weapon or armor.
 */
export function idleReason(
  item: Pick<InventoryItem, 'attuned' | 'equipped'>,
  rules: ItemRules,
  carried: boolean,
): IdleReason | null {
  if (!carried) return 'carry';
  if (rules.attunement !== false && !item.attuned) return 'attune';
  if (canEquip(rules) && !item.equipped) return 'equip';
  return null;
}

/**
 * What an item does for the character right now (its mechanics as the sheet applies them):
 * the attacks it gives, worked out with the character's numbers, or what it takes to use it.
 */
export function ItemInPlay({
  item,
  rules,
  carried,
  character,
  sheet,
}: {
  item: InventoryItem;
  rules: ItemRules | undefined;
  carried: boolean;
  character: Character;
  sheet: DerivedCharacter;
}) {
  const { t } = useTranslation('inventory');
  const mechanics = rules?.mechanics ?? [];
  if (!rules || (!rules.weapon && mechanics.length === 0)) return null;
  const idle = idleReason(item, rules, carried);
  const { weapon, features } = attacksOfItem(sheet, item.id, rules);
  const otherEffects = mechanics.some((mechanic) => mechanic.type !== 'attack');
  if (!idle && !weapon && features.length === 0 && !otherEffects) return null;
  return (
    <section className="item-in-play" aria-label={t('details.inPlay')}>
      <h3 className="eyebrow">{t('details.inPlay')}</h3>
      {idle ? (
        <p className="sheet-note">{t(`details.idle.${idle}`)}</p>
      ) : (
        <>
          {(weapon || features.length > 0) && (
            <ul className="attack-list">
              {weapon && <WeaponAttackRow attack={weapon} />}
              {features.map((attack) => (
                <FeatureAttackRow
                  key={attack.key}
                  attack={attack}
                  character={character}
                  sheet={sheet}
                />
              ))}
            </ul>
          )}
          {weapon && (
            // Where the numbers come from: a +1 weapon names itself beside its bonus.
            <details className="item-in-play__breakdown" data-testid="attack-breakdown">
              <summary>{t('details.attackBreakdown')}</summary>
              <h4 className="eyebrow">{t('details.toHit')}</h4>
              <BreakdownTerms breakdown={weapon.toHit} />
              {weapon.damage.bonus.terms.length > 0 && (
                <>
                  <h4 className="eyebrow">{t('details.damageBonus')}</h4>
                  <BreakdownTerms breakdown={weapon.damage.bonus} />
                </>
              )}
            </details>
          )}
          {otherEffects && <p className="sheet-note">{t('details.onSheet')}</p>}
        </>
      )}
    </section>
  );
}
