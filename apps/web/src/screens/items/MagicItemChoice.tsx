import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { ItemRules } from '@hearth/rules';
import { baseItemCandidates, magicItemName } from '@hearth/rules';

import { choiceNeeded } from './magicItems.ts';
import { useItemTexts } from './useItemTexts.ts';

/** A choice being made: the ids picked so far ('' for none). */
export interface ChoiceDraft {
  variant: string;
  base: string;
}

export const NO_CHOICE: ChoiceDraft = { variant: '', base: '' };

/**
 * The choice as the add call sends it, or null while a needed part is missing. A plain item
 * that may stand alone (a Potion of Healing) needs no variant.
 */
export function completeChoice(
  item: ItemRules,
  draft: ChoiceDraft,
): { variant?: string; base?: string } | null {
  const needed = choiceNeeded(item);
  const variant = item.variants?.find((option) => option.id === draft.variant);
  const base = draft.base || undefined;
  if (needed.variant && !variant) return null;
  if (needed.base && !base) return null;
  return { ...(variant ? { variant: variant.id } : {}), ...(base ? { base } : {}) };
}

export interface MagicItemChoiceFieldsProps {
  item: ItemRules;
  /** The catalogue's items: a magic weapon or armor is made over one of them. */
  items: Iterable<ItemRules>;
  draft: ChoiceDraft;
  onChange: (draft: ChoiceDraft) => void;
  /** Show what is still missing (after a try to add). */
  tried: boolean;
}

/**
 * Which one of a magic item that stands for several: its variant (`+1`, `Hill`; a plain Potion of
 * Healing may stay plain) and the weapon or armor it is made over, with the concrete name as it
 * is chosen. Nothing for an ordinary item.
 */
export function MagicItemChoiceFields({
  item,
  items,
  draft,
  onChange,
  tried,
}: MagicItemChoiceFieldsProps) {
  const { t } = useTranslation(['items', 'common']);
  const texts = useItemTexts();
  const id = useId();
  const needed = choiceNeeded(item);
  const bases = useMemo(
    () =>
      item.base_item
        ? baseItemCandidates(item, items).sort((a, b) => a.title.localeCompare(b.title))
        : [],
    [item, items],
  );
  const picked = item.variants?.find((option) => option.id === draft.variant);
  const pickedBase = bases.find((option) => option.id === draft.base);
  const missingVariant = needed.variant && !picked;
  const missingBase = needed.base && !pickedBase;
  if (!item.variants?.length && !needed.base) return null;
  const name = magicItemName(item, picked?.title, pickedBase?.title);
  return (
    <>
      {item.variants && item.variants.length > 0 && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-variant`}>
            {t('add.variant')}
          </label>
          <select
            id={`${id}-variant`}
            className="field__control"
            value={draft.variant}
            aria-invalid={tried && missingVariant ? true : undefined}
            onChange={(event) => onChange({ ...draft, variant: event.target.value })}
          >
            <option value="">
              {item.variant_optional
                ? t('add.plain', { item: item.title, rarity: texts.rarity(item.rarity ?? '') })
                : t('add.choose')}
            </option>
            {item.variants.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title} · {texts.rarity(option.rarity ?? item.rarity ?? '')}
              </option>
            ))}
          </select>
          {tried && missingVariant && <p className="field__error">{t('add.variantRequired')}</p>}
        </div>
      )}
      {needed.base && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-base`}>
            {item.base_item?.type === 'armor' ? t('add.baseArmor') : t('add.baseWeapon')}
          </label>
          <select
            id={`${id}-base`}
            className="field__control"
            value={draft.base}
            aria-invalid={tried && missingBase ? true : undefined}
            onChange={(event) => onChange({ ...draft, base: event.target.value })}
          >
            <option value="">{t('add.choose')}</option>
            {bases.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title}
              </option>
            ))}
          </select>
          {tried && missingBase && <p className="field__error">{t('add.baseRequired')}</p>}
        </div>
      )}
      <p className="add-item__name" data-testid="add-item-name" aria-live="polite">
        {missingVariant || missingBase ? t('add.chooseFirst') : t('add.willAdd', { name })}
      </p>
    </>
  );
}
