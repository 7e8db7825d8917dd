import type { DhCatalogue, DhCharacter, DhClassEntry, DhSubclassEntry } from '@hearth/rules';

/** The character's class and subclass entries (undefined when not in the catalogue). */
export function classOf(
  character: Pick<DhCharacter, 'class' | 'subclass'>,
  catalogue: DhCatalogue,
): { entry: DhClassEntry | undefined; subclass: DhSubclassEntry | undefined } {
  const entry = catalogue.classes.get(character.class);
  return {
    entry,
    subclass: entry?.subclasses.find((subclass) => subclass.id === character.subclass),
  };
}

/** `Guardian · Stalwart`: what the catalogue knows of, else the stored ids. */
export function classLine(
  character: Pick<DhCharacter, 'class' | 'subclass'>,
  catalogue: DhCatalogue,
): string {
  const { entry, subclass } = classOf(character, catalogue);
  return [entry?.title ?? character.class, subclass?.title ?? character.subclass]
    .filter(Boolean)
    .join(' · ');
}

/** `Elf / Orc · Wildborne`: a mixed ancestry names both, then the community. */
export function heritageLine(
  character: Pick<DhCharacter, 'ancestries' | 'community'>,
  catalogue: DhCatalogue,
): string {
  const title = (id: string) => catalogue.cards.get(id)?.title ?? id;
  const ancestry = character.ancestries.map(title).join(' / ');
  const community = character.community ? title(character.community) : '';
  return [ancestry, community].filter(Boolean).join(' · ');
}
