import { useTranslation } from 'react-i18next';

import type { ItemRules } from '@hearth/rules';

import { useAmountTexts } from '../../i18n/useAmountTexts.ts';
import { ItemMagic } from '../items/ItemMagic.tsx';
import { useItemTexts } from '../items/useItemTexts.ts';
import type { ItemRow } from './inventoryView.ts';

/**
 * An item's facts: kind, the variant and base a magic item was added as, rarity, weight, worth,
 * weapon or armor numbers, properties and mastery, attunement, charges and spells.
 */
export function ItemFacts({ row }: { row: ItemRow }) {
  const { t } = useTranslation('inventory');
  const amounts = useAmountTexts();
  const itemTexts = useItemTexts();
  const { item, concrete } = row;
  // A magic weapon or armor has its numbers from its base (the rules do so once they know it).
  const rules = row.rules?.weapon || row.rules?.armor ? row.rules : (concrete?.base ?? row.rules);
  const attunement = concrete?.attunement ?? rules?.attunement ?? false;
  const facts: [string, string][] = [
    [t('details.type'), t(`itemTypes.${(row.rules?.type ?? 'custom') as 'custom'}`)],
    ...(concrete?.variant
      ? [[t('details.variant'), concrete.variant.title] as [string, string]]
      : []),
    ...(concrete?.base ? [[t('details.base'), concrete.base.title] as [string, string]] : []),
    ...(concrete?.entry.magical && concrete.rarity
      ? [[t('details.rarity'), itemTexts.rarity(concrete.rarity)] as [string, string]]
      : []),
    [t('details.quantity'), String(item.quantity)],
    [t('details.weight'), amounts.weight(row.weight)],
    [t('details.value'), amounts.value(row.value)],
    ...weaponFacts(rules, t),
    ...armorFacts(rules, t),
  ];
  return (
    <>
      <dl className="item-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {rules && rules.properties.length > 0 && (
        <p className="sheet-note">
          <strong>{t('details.properties')}:</strong>{' '}
          {rules.properties.map((property) => t(`properties.${property as 'light'}`)).join(', ')}
        </p>
      )}
      {rules?.mastery && (
        <p className="sheet-note">
          <strong>{t('details.mastery')}:</strong> {t(`masteries.${rules.mastery as 'sap'}`)}
        </p>
      )}
      {rules && attunement !== false && (
        <p className="sheet-note">
          {t('details.attunement')}
          {typeof attunement === 'string' ? ` (${attunement})` : ''}
        </p>
      )}
      {concrete && <ItemMagic charges={concrete.charges} spells={concrete.spells} />}
      {!rules && item.custom && <p className="sheet-note">{t('details.custom')}</p>}
    </>
  );
}

type Translate = ReturnType<typeof useTranslation<'inventory'>>['t'];

function weaponFacts(rules: ItemRules | undefined, t: Translate): [string, string][] {
  const weapon = rules?.weapon;
  if (!weapon) return [];
  const type = t(`damageTypes.${weapon.damage.type as 'slashing'}`);
  return [
    [t('details.damage'), `${weapon.damage.dice} ${type}`],
    ...(weapon.versatile_dice
      ? [[t('details.versatile'), `${weapon.versatile_dice} ${type}`] as [string, string]]
      : []),
    ...(weapon.range
      ? [[t('details.range'), t('details.rangeValue', weapon.range)] as [string, string]]
      : []),
  ];
}

const DEX_TEXT = { full: 'details.dexFull', 'max-2': 'details.dexMax2', none: 'details.dexNone' };

function armorFacts(rules: ItemRules | undefined, t: Translate): [string, string][] {
  const armor = rules?.armor;
  if (!armor) return [];
  const facts: [string, string][] = [
    [t('details.ac'), armor.category === 'shield' ? `+${armor.ac}` : String(armor.ac)],
  ];
  if (armor.category !== 'shield') {
    facts.push([t('details.dex'), t(DEX_TEXT[armor.dex] as 'details.dexFull')]);
  }
  if (armor.strength) facts.push([t('details.strength'), String(armor.strength)]);
  if (armor.stealth_disadvantage) facts.push([t('details.stealth'), '✓']);
  return facts;
}
