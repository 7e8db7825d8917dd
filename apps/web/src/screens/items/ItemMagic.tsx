import { useTranslation } from 'react-i18next';

import type { ChargesRules, ItemSpellRules } from '@hearth/rules';

import { MarkdownText } from '../../components/MarkdownText.tsx';
import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';

import './ItemMagic.css';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "7 · regains 1d6+1 daily at dawn": how many charges and how they come back. */
export function chargesText(charges: ChargesRules, t: Translate): string {
  const regain = charges.regain === undefined ? t('items:magic.regainAll') : String(charges.regain);
  return `${charges.max} · ${t(`items:magic.recharge.${charges.recharge}`, { regain })}`;
}

/** "1 charge, slot level 1, +1 charge a level up to 3, DC 15": what one casting takes. */
export function castingText(spell: ItemSpellRules, t: Translate): string {
  const parts: string[] = [];
  if (spell.uses_per_day !== undefined) {
    parts.push(t('items:magic.perDay', { count: spell.uses_per_day }));
  } else if (spell.charges !== undefined) {
    parts.push(
      spell.charges === 0
        ? t('items:magic.free')
        : t('items:magic.charges', { count: spell.charges }),
    );
  }
  if (spell.level !== undefined) {
    parts.push(
      spell.level === 0 ? t('items:magic.cantrip') : t('items:magic.level', { level: spell.level }),
    );
  }
  if (spell.charges_per_level !== undefined) {
    parts.push(
      spell.max_level === undefined
        ? t('items:magic.perLevel', { count: spell.charges_per_level })
        : t('items:magic.perLevelUpTo', { count: spell.charges_per_level, max: spell.max_level }),
    );
  }
  if (spell.dc !== undefined) parts.push(t('items:magic.dc', { dc: spell.dc }));
  if (spell.attack !== undefined) {
    parts.push(
      t('items:magic.attack', {
        bonus: spell.attack < 0 ? `−${-spell.attack}` : `+${spell.attack}`,
      }),
    );
  }
  return parts.join(', ');
}

/**
 * A magic item's charges (how many, when they come back, what the last one risks) and the
 * spells it casts with what each casting takes; nothing for an item with neither.
 */
export function ItemMagic({
  charges,
  spells,
}: {
  charges: ChargesRules | undefined;
  spells: readonly ItemSpellRules[];
}) {
  const { t } = useTranslation('items');
  const translate = t as unknown as Translate;
  const catalogue = useRulesCatalogue().data;
  if (!charges && spells.length === 0) return null;
  return (
    <section className="item-magic" aria-label={t('magic.label')} data-testid="item-magic">
      {charges && (
        <p className="item-magic__charges">
          <strong>{t('magic.chargesLabel')}:</strong> {chargesText(charges, translate)}
        </p>
      )}
      {charges?.last_charge && (
        <MarkdownText className="item-magic__last" text={charges.last_charge} />
      )}
      {spells.length > 0 && (
        <>
          <h3 className="eyebrow">{t('magic.spells')}</h3>
          <ul className="item-magic__spells">
            {spells.map((spell) => (
              <li key={`${spell.spell}-${spell.level ?? ''}`}>
                <strong>{catalogue?.spells.get(spell.spell)?.title ?? spell.spell}</strong>
                {castingText(spell, translate) && (
                  <span className="item-magic__casting"> · {castingText(spell, translate)}</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
