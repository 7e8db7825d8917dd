import type { DhCharacter, DhInventoryLine } from '@hearth/rules';

/** How many of one thing a line may count (the quantity stepper's end). */
export const MAX_QUANTITY = 99;

/** The next free line id of this character: `line-1`, `line-2`… (unique within it). */
export function nextLineId(character: Pick<DhCharacter, 'inventory'>): string {
  const taken = new Set(character.inventory.map((line) => line.id));
  let index = character.inventory.length + 1;
  while (taken.has(`line-${index}`)) index += 1;
  return `line-${index}`;
}

/**
 * Adds a catalogue item (one more of it when the inventory already has its line) or a custom
 * line with the name given (blank names add nothing).
 */
export function addInventoryLine(
  character: DhCharacter,
  thing: { kind: 'item' | 'consumable'; ref: string } | { kind: 'custom'; name: string },
): DhCharacter {
  if (thing.kind !== 'custom') {
    const existing = character.inventory.find((line) => line.ref === thing.ref);
    if (existing) return setLineQuantity(character, existing.id, existing.quantity + 1);
    const line: DhInventoryLine = {
      id: nextLineId(character),
      kind: thing.kind,
      ref: thing.ref,
      quantity: 1,
    };
    return { ...character, inventory: [...character.inventory, line] };
  }
  const name = thing.name.trim();
  if (!name) return character;
  const line: DhInventoryLine = {
    id: nextLineId(character),
    kind: 'custom',
    ref: null,
    name,
    quantity: 1,
  };
  return { ...character, inventory: [...character.inventory, line] };
}

/** A line's count, kept within 1…MAX_QUANTITY (removing a line is its own action). */
export function setLineQuantity(character: DhCharacter, id: string, quantity: number): DhCharacter {
  const bounded = Math.min(MAX_QUANTITY, Math.max(1, Math.round(quantity)));
  return {
    ...character,
    inventory: character.inventory.map((line) =>
      line.id === id ? { ...line, quantity: bounded } : line,
    ),
  };
}

export function removeInventoryLine(character: DhCharacter, id: string): DhCharacter {
  return { ...character, inventory: character.inventory.filter((line) => line.id !== id) };
}
