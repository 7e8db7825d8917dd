import { useTranslation } from 'react-i18next';

import type { DhCatalogue, DhTrait } from '@hearth/rules';
import { DH_TRAITS } from '@hearth/rules';

import { useDhCatalogue } from '../../../data/dh/useDhCatalogue.ts';
import { useDhNames } from './useDhNames.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The title of a catalogue entry a breakdown source names (`armor:gambeson-armor`). */
export function entryTitle(
  catalogue: DhCatalogue | undefined,
  kind: string,
  id: string,
): string | undefined {
  if (!catalogue) return undefined;
  switch (kind) {
    case 'class':
      return catalogue.classes.get(id)?.title;
    case 'subclass':
      for (const entry of catalogue.classes.values()) {
        const found = entry.subclasses.find((subclass) => subclass.id === id);
        if (found) return found.title;
      }
      return undefined;
    case 'card':
    case 'ancestry':
    case 'community':
      return catalogue.cards.get(id)?.title;
    case 'armor':
      return catalogue.armor.get(id)?.title;
    case 'weapon':
      return catalogue.weapons.get(id)?.title;
    default:
      return undefined;
  }
}

/**
 * What a breakdown term of the second system is called and where it comes from, in the
 * player's language: `Level up · Level 3`, `Armor · Gambeson`.
 */
export function useDhTermText() {
  const { t } = useTranslation('dhSheet');
  // Labels and sources are the rules' own strings; i18next's key types do not reach them.
  const translate = t as unknown as Translate;
  const { catalogue } = useDhCatalogue();
  const names = useDhNames();
  const label = (key: string): string => {
    // A weapon's attack names the trait it rolls: `trait.FNS`.
    const trait = key.startsWith('trait.') ? key.slice('trait.'.length) : '';
    if ((DH_TRAITS as readonly string[]).includes(trait)) return names.trait(trait as DhTrait);
    return translate(`terms.${key}`, { defaultValue: key });
  };
  const sourceTitle = (source: string | undefined): string | undefined => {
    if (!source) return undefined;
    const [kind = '', id = ''] = source.split(':');
    if (kind === 'level-up') return translate('sources.levelUp', { level: id });
    if (kind === 'tier-achievement') return translate('sources.tierAchievement', { level: id });
    if (kind === 'level' || kind === 'mod') return translate(`sources.${kind}`);
    return entryTitle(catalogue, kind, id) ?? id;
  };
  return { label, sourceTitle };
}
