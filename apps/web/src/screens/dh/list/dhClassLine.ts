import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { DhCatalogue, DhCharacter } from '@hearth/rules';

/**
 * "Guardian · Stalwart · Level 3": a character's class, subclass and level, with the
 * catalogue's titles (the id while the catalogue is missing or lacks the entry).
 */
export function useDhClassLine(catalogue: DhCatalogue | undefined) {
  const { t } = useTranslation('dh');
  return useCallback(
    (character: Pick<DhCharacter, 'class' | 'subclass' | 'level'>) => {
      const entry = catalogue?.classes.get(character.class);
      const className = entry?.title ?? (character.class || t('list.noClass'));
      const subclass =
        entry?.subclasses.find((each) => each.id === character.subclass)?.title ??
        character.subclass;
      return subclass
        ? t('list.line', { class: className, subclass, level: character.level })
        : t('list.lineNoSubclass', { class: className, level: character.level });
    },
    [catalogue, t],
  );
}
