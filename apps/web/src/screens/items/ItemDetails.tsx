import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Item } from '@hearth/content';

import { EnglishTextMark } from '../../components/EnglishTextMark.tsx';
import { MarkdownText } from '../../components/MarkdownText.tsx';
import { needsAttunement } from './itemFilters.ts';
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

/**
 * A catalogue item's details: kind and rarity, cost and weight, weapon and armor stats,
 * properties and mastery, what it holds, and its description; `actions` (Add) go under it.
 */
export function ItemDetails({ item, actions }: { item: Item; actions?: ReactNode }) {
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
          {texts.value(item.value)}
          {item.bundle && ` ${t('details.bundle', { count: item.bundle })}`}
        </Fact>
        <Fact label={t('details.weight')}>{texts.weight(item.weight)}</Fact>
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
        {container && (container.capacity !== undefined || container.capacity_text) && (
          <Fact label={t('details.capacity')}>
            {container.capacity_text ?? texts.weight(container.capacity ?? 0)}
          </Fact>
        )}
      </dl>
      <EnglishTextMark />
      <MarkdownText className="item-details__description" text={item.description} />
      {actions}
    </article>
  );
}
