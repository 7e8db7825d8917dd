import { useTranslation } from 'react-i18next';

import type { Message, SpellRoll } from '@hearth/rules';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export { signed } from '../sheet/useTermText.ts';

/** Dice plus a flat bonus: "2d6 + 3", "1d8 − 1"; a plain number adds up ("4"). */
export function diceWithBonus(dice: string, bonus: number): string {
  if (/^\d+$/.test(dice)) return String(Math.max(0, Number(dice) + bonus));
  if (bonus === 0) return dice;
  return `${dice} ${bonus > 0 ? '+' : '−'} ${Math.abs(bonus)}`;
}

/**
 * The magic screens' texts that are built from rules values: damage types, rolls, abilities,
 * the rules' messages with spell titles instead of ids.
 */
export function useMagicTexts() {
  const { t } = useTranslation('magic');
  const translate = t as unknown as Translate;
  const damageType = (type: string) => translate(`damageTypes.${type}`, { defaultValue: type });
  const roll = (one: SpellRoll) => {
    const text = one.typeOptions?.length
      ? translate('spell.chosenType', {
          dice: one.dice,
          types: one.typeOptions.map(damageType).join(' / '),
        })
      : `${one.dice} ${damageType(one.type)}`;
    return one.beams ? translate('spell.beams', { count: one.beams, roll: text }) : text;
  };
  const rolls = (list: readonly SpellRoll[]) => list.map(roll).join(' + ');
  return {
    translate,
    damageType,
    /** "4 × 1d4+1 force", "8d6 fire", "2 beams × 1d10 force", "1d8 acid / cold (your choice)". */
    rolls,
    ability: (ability: string) =>
      translate(`character:abilities.short.${ability}`, { defaultValue: ability.toUpperCase() }),
    castingTime: (time: string | undefined) =>
      time ? translate(`castingTimes.${time}`, { defaultValue: time }) : '',
  };
}

/**
 * The rules name spells by id in their messages ('Concentration on {spell} ends'); the player
 * reads titles.
 */
export function withSpellTitles<T extends { messages: Message[] }>(
  outcome: T,
  titleOf: (id: string) => string,
): T {
  return {
    ...outcome,
    messages: outcome.messages.map((message) =>
      typeof message.params?.spell === 'string'
        ? { ...message, params: { ...message.params, spell: titleOf(message.params.spell) } }
        : message,
    ),
  };
}
