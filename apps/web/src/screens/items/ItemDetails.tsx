import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Item } from '@hearth/content';
import type { ItemRules } from '@hearth/rules';
import { baseItemCandidates } from '@hearth/rules';

import { EnglishTextMark } from '../../components/EnglishTextMark.tsx';
import { MarkdownText } from '../../components/MarkdownText.tsx';
import { needsAttunement } from './itemFilters.ts';
import { ItemMagic } from './ItemMagic.tsx';
import type { ItemTexts } from './useItemTexts.ts';
import { useItemTexts } from './useItemTexts.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "Martial weapon · Nonmagical": what kind of item it is. */
export function itemLine(item: Item, texts: ItemTexts): string {
  const kind = item.subtype
    ? `${texts.type(item.type)} (${texts.subtype(item.subtype)})`
    : texts.type(item.type);
  return `${kind} · ${texts.rarity(item.rarity)}`;
}

function armorClassText(armor: NonNullable<Item['armor']>, t: Translate): string {
  if (armor.category === 'shield') return t('details.shieldAc', { bonus: armor.ac });
  if (armor.dex === 'full') return t('details.acDex', { ac: armor.ac });
  if (armor.dex === 'max-2') return t('details.acDexMax', { ac: armor.ac });
  return String(armor.ac);
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="item-details__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Base items named one by one up to this many; more are counted. */
const LISTED_BASES = 6;

/** What a magic weapon or armor may be made from: the few by name, many as a count. */
function basesText(item: Item, items: readonly Item[], t: Translate): string {
  const bases = baseItemCandidates(item, items as readonly ItemRules[]);
  if (bases.length > 0 && bases.length <= LISTED_BASES) {
    return bases.map((base) => base.title).join(', ');
  }
  return t(item.base_item?.type === 'armor' ? 'details.anyArmor' : 'details.anyWeapon', {
    count: bases.length,
  });
}

/**
 * A catalogue item's details: kind and rarity, cost and weight, weapon and armor stats,
 * properties and mastery, what it holds, the variants and bases a magic item stands for, its
 * charges and spells, and its description; `actions` (Add) go under it.
 */
export function ItemDetails({
  item,
  items = [],
  actions,
}: {
  item: Item;
  /** The catalogue's items, for the bases a magic weapon or armor is made from. */
  items?: readonly Item[];
  actions?: ReactNode;
}) {
  const { t } = useTranslation('items');
  const translate = t as unknown as Translate;
  const texts = useItemTexts();
  const { weapon, armor, container } = item;
  const attunement = needsAttunement(item);
  return (
    <article className="item-details" data-testid="item-details">
      <p className="item-details__line">
        {itemLine(item, texts)}
        {item.magical && <span className="tag">{t('details.magical')}</span>}
      </p>
      {attunement && (
        <p className="item-details__attunement">
          {typeof item.attunement === 'string'
            ? t('details.attunementBy', { who: item.attunement })
            : t('details.attunement')}
        </p>
      )}
      <dl className="item-details__facts">
        <Fact label={t('details.value')}>
          {texts.price(item)}
          {item.bundle && ` ${t('details.bundle', { count: item.bundle })}`}
        </Fact>
        <Fact label={t('details.weight')}>{texts.itemWeight(item)}</Fact>
        {weapon && (
          <Fact label={t('details.damage')}>
            {weapon.damage.dice} {texts.damageType(weapon.damage.type)}
            {weapon.versatile_dice &&
              ` (${t('details.versatile', { dice: weapon.versatile_dice })})`}
          </Fact>
        )}
        {weapon?.range && (
          <Fact label={t('details.range')}>
            {t('details.rangeFeet', { normal: weapon.range.normal, long: weapon.range.long })}
          </Fact>
        )}
        {item.properties.length > 0 && (
          <Fact label={t('details.properties')}>
            {item.properties.map(texts.property).join(', ')}
          </Fact>
        )}
        {item.mastery && <Fact label={t('details.mastery')}>{texts.mastery(item.mastery)}</Fact>}
        {armor && (
          <>
            <Fact label={t('details.armorCategory')}>
              {translate(`armorCategories.${armor.category}`)}
            </Fact>
            <Fact label={t('details.armorClass')}>{armorClassText(armor, translate)}</Fact>
            {armor.strength !== undefined && (
              <Fact label={t('details.strength')}>{armor.strength}</Fact>
            )}
            {armor.stealth_disadvantage && (
              <Fact label={t('details.stealth')}>{t('details.disadvantage')}</Fact>
            )}
          </>
        )}
        {item.variants && (
          <Fact label={t('details.variants')}>
            {item.variants
              .map((variant) => `${variant.title} (${texts.rarity(variant.rarity ?? item.rarity)})`)
              .join(', ')}
          </Fact>
        )}
        {item.base_item && (
          <Fact label={t('details.madeFrom')}>{basesText(item, items, translate)}</Fact>
        )}
        {container && (container.capacity !== undefined || container.capacity_text) && (
          <Fact label={t('details.capacity')}>
            {container.capacity_text ?? texts.weight(container.capacity ?? 0)}
          </Fact>
        )}
      </dl>
      <ItemMagic charges={item.charges} spells={item.spells ?? []} />
      <EnglishTextMark />
      <MarkdownText className="item-details__description" text={item.description} />
      {actions}
    </article>
  );
}
