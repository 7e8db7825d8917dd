import type { DhCharacter } from '@hearth/rules';

/** One imported character: the id it had in the file and the one it was stored under. */
export interface DhImported {
  id: string;
  name: string;
  /** The file's id, when it was taken on this device and the character became a copy. */
  copiedFrom?: string;
}

/**
 * Gives each imported character whose id is already taken (on the device, or earlier in the same
 * file) a new one — a timestamp string like every character id, the next free one from `now` —
 * so an import never overwrites a character. Nothing else changes.
 */
export function withFreshIds(
  characters: readonly DhCharacter[],
  takenIds: Iterable<string>,
  now: number,
): { characters: DhCharacter[]; imported: DhImported[] } {
  const taken = new Set(takenIds);
  let next = now;
  const freshId = () => {
    while (taken.has(String(next))) next += 1;
    return String(next);
  };
  const stored: DhCharacter[] = [];
  const imported: DhImported[] = [];
  for (const character of characters) {
    if (taken.has(character.id)) {
      const id = freshId();
      stored.push({ ...character, id });
      imported.push({ id, name: character.name, copiedFrom: character.id });
    } else {
      stored.push(character);
      imported.push({ id: character.id, name: character.name });
    }
    taken.add(stored[stored.length - 1]!.id);
  }
  return { characters: stored, imported };
}
