import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { Beast } from '@hearth/content';
import { challengeRatingText } from '@hearth/rules';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const SPEED_MODES = ['fly', 'swim', 'climb', 'burrow'] as const;
const SENSE_KINDS = ['blindsight', 'darkvision', 'tremorsense', 'truesight', 'telepathy'] as const;

/** A stat block's words in the player's language (the catalogue's own texts stay English). */
export function useBeastTexts() {
  const { t, i18n } = useTranslation(['beasts', 'character']);
  return useMemo(() => {
    // Keys built from the content's values (a size, a damage type) are not typed keys.
    const translate = t as unknown as Translate;
    const or = (key: string, value: string) => translate(key, { defaultValue: value });
    const feet = (value: number) => translate('beasts:statBlock.feet', { value });
    const size = (value: number) => or(`beasts:sizes.${value}`, String(value));
    const creatureType = (value: string) => or(`beasts:creatureTypes.${value}`, value);
    const beastType = (value: string) => or(`beasts:types.${value}`, value);
    const damage = (value: string) => or(`beasts:damage.${value}`, value);
    const sense = (value: string) => or(`beasts:senses.${value}`, value);
    const ability = (value: string) => or(`character:abilities.short.${value}`, value);
    const abilityName = (value: string) => or(`character:abilities.${value}`, value);
    const number = (value: number) => value.toLocaleString(i18n.language);
    const skill = (value: string) => or(`character:skills.${value}`, value);
    const cr = challengeRatingText;
    /** "40 ft, Climb 30 ft, Fly 60 ft (hover)". */
    const speeds = (speed: Beast['speed']) =>
      [
        feet(speed.walk),
        ...SPEED_MODES.flatMap((mode) => {
          const value = speed[mode];
          if (!value) return [];
          const hover =
            mode === 'fly' && speed.hover ? ` (${translate('beasts:speeds.hover')})` : '';
          return [`${translate(`beasts:speeds.${mode}`)} ${feet(value)}${hover}`];
        }),
      ].join(', ');
    /** "Darkvision 60 ft, Telepathy 120 ft" for every special sense (passive Perception apart). */
    const senses = (found: Partial<Record<string, number>>) =>
      SENSE_KINDS.flatMap((kind) => {
        const value = found[kind];
        return value ? [`${sense(kind)} ${feet(value)}`] : [];
      });
    /** "Medium Beast, unaligned" and "CR 1/4" for a row under the title. */
    const line = (beast: Pick<Beast, 'size' | 'type' | 'alignment'>) =>
      translate('beasts:statBlock.line', {
        size: size(beast.size),
        type: creatureType(beast.type),
        alignment: translate(`beasts:alignment.${beast.alignment.replaceAll(' ', '-')}`, {
          defaultValue: beast.alignment,
        }),
      });
    return {
      t: translate,
      feet,
      size,
      creatureType,
      beastType,
      damage,
      sense,
      ability,
      abilityName,
      number,
      skill,
      cr,
      speeds,
      senses,
      line,
    };
  }, [t, i18n.language]);
}

export type BeastTexts = ReturnType<typeof useBeastTexts>;

/** A signed modifier: +3, −1, +0. */
export function signed(value: number): string {
  return value < 0 ? `−${Math.abs(value)}` : `+${value}`;
}
