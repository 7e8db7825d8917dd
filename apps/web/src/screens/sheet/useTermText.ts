import { useTranslation } from 'react-i18next';

import type { RollNote, Term } from '@hearth/rules';

import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import { itemSourceTitle } from '../items/magicItems.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What a breakdown term is called and where it comes from, in the player's language. */
export function useTermText() {
  const { t } = useTranslation('character');
  const translate = t as unknown as Translate;
  const catalogue = useRulesCatalogue().data;
  const sourceTitle = (source: string | undefined): string | undefined => {
    if (!source) return undefined;
    const [kind, id = ''] = source.split(':');
    if (kind === 'sheet') return translate('sheet.manualSkill');
    if (kind === 'level') return translate('sheet.levelSource', { level: id });
    if (kind === 'origin') {
      return translate(id === 'common' ? 'sheet.commonLanguage' : 'sheet.chosenLanguages');
    }
    if (kind === 'pact') return translate('sheet.pactBook');
    // A magic item named as the line made it: `item:magic-weapon/plus-1/longsword`.
    if (kind === 'item') return itemSourceTitle(id, (itemId) => catalogue?.items.get(itemId));
    const entry =
      kind === 'class'
        ? catalogue?.classes.get(id)
        : kind === 'subclass'
          ? catalogue?.subclasses.get(id)
          : kind === 'species'
            ? catalogue?.species.get(id)
            : kind === 'background'
              ? catalogue?.backgrounds.get(id)
              : kind === 'feat'
                ? catalogue?.feats.get(id)
                : kind === 'beast'
                  ? catalogue?.beasts.get(id)
                  : undefined;
    return entry?.title ?? id;
  };
  const label = (term: Term): string => {
    const key = `terms.${term.label}`;
    const text = translate(key, { defaultValue: '' });
    return text || term.label;
  };
  /** Why a roll has disadvantage: `Armor without training · Chain Mail`. */
  const rollText = (note: RollNote): string => {
    const reason = translate(`rolls.${note.reason}`, { defaultValue: note.reason });
    const source = sourceTitle(note.source);
    return source ? `${reason} · ${source}` : reason;
  };
  return { label, sourceTitle, rollText };
}

/** A signed modifier: +3, −1, +0. */
export function signed(value: number): string {
  return value < 0 ? `−${Math.abs(value)}` : `+${value}`;
}
