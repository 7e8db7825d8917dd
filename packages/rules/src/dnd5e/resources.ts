import { amountDice, evaluateAmount } from './amounts.ts';
import type { ItemCasting } from './item-charges.ts';
import { itemCastings, itemChargeResources } from './item-charges.ts';
import type { ActionType, Recovery } from './mechanics.ts';
import { optionKey, resourcePath } from './paths.ts';
import type { RestResource } from './rests.ts';
import type { SheetContext } from './sheet-context.ts';
import { grantSource } from './sheet-context.ts';
import type { GrantedSpell } from './spellcasting.ts';

/** A tracked resource on the sheet: what it is, how many, how many used, when it comes back. */
export interface ResourceView extends RestResource {
  title: string;
  used: number;
  source: string;
  kind: 'resource' | 'spell' | 'attack';
  /** The die it rolls (Bardic Inspiration d8). */
  die?: string;
  /** Spell uses: the spells the free castings are for. */
  spells?: string[];
  /** What spending a use takes, when it is an action of its own (Second Wind: `bonus`). */
  action?: ActionType;
  /** The player's own resource: the path of the custom feature that carries it (editable). */
  custom?: string;
  /** An item's charges: the inventory line's id. */
  item?: string;
  /** An item's charges: the spells a casting spends them on. */
  castings?: ItemCasting[];
}

/**
 * The resources list (spec §3, §4): every resource mechanic in effect (for one key, the one
 * gained last wins: Action Surge's second use at 17, Bardic Inspiration recovering on a Short
 * Rest from 5), the charges of items whose effects apply (with the spells they cast), free
 * castings of granted spells, limited feature attacks (Breath Weapon) and the player's own
 * resources, with their used counts.
 */
export function resourceList(ctx: SheetContext, granted: readonly GrantedSpell[]): ResourceView[] {
  const used = ctx.character.resources;
  const byKey = new Map<string, ResourceView>();
  for (const grant of ctx.grants) {
    const mechanic = grant.mechanic;
    if (mechanic.type === 'resource') {
      const key = resourcePath(mechanic.key);
      byKey.set(key, {
        key,
        title: mechanic.title,
        max: Math.max(0, evaluateAmount(mechanic.max, ctx.amounts)),
        recovery: mechanic.recovery,
        recoveryValue: mechanic.recovery_value
          ? evaluateAmount(mechanic.recovery_value, ctx.amounts)
          : 0,
        used: used[key] ?? 0,
        source: grantSource(grant),
        kind: 'resource',
        ...(mechanic.die !== undefined ? { die: amountDice(mechanic.die, ctx.amounts) } : {}),
        ...(mechanic.action ? { action: mechanic.action } : {}),
        ...(grant.source.kind === 'custom' ? { custom: grant.path } : {}),
      });
    } else if (mechanic.type === 'attack' && mechanic.uses) {
      const key = optionKey(grant.path, mechanic.id);
      byKey.set(
        key,
        usesView(key, mechanic.title, mechanic.uses, ctx, grantSource(grant), 'attack'),
      );
    }
  }
  const castings = itemCastings(ctx.equipment);
  for (const charges of itemChargeResources(ctx.equipment)) {
    const spells = castings.filter((casting) => casting.item === charges.item);
    byKey.set(charges.key, {
      ...charges,
      used: used[charges.key] ?? 0,
      kind: 'resource',
      ...(spells.length > 0 ? { castings: spells } : {}),
    });
  }
  for (const spell of granted) {
    if (!spell.uses) continue;
    const existing = byKey.get(spell.uses.key);
    if (existing) existing.spells!.push(spell.spellId);
    else {
      const view = usesView(spell.uses.key, spell.spellId, spell.uses, ctx, spell.source, 'spell');
      byKey.set(spell.uses.key, { ...view, max: spell.uses.max, spells: [spell.spellId] });
    }
  }
  return [...byKey.values()];
}

function usesView(
  key: string,
  title: string,
  uses: { max: number | Parameters<typeof evaluateAmount>[0]; recovery: Recovery },
  ctx: SheetContext,
  source: string,
  kind: ResourceView['kind'],
): ResourceView {
  return {
    key,
    title,
    max: typeof uses.max === 'number' ? uses.max : evaluateAmount(uses.max, ctx.amounts),
    recovery: uses.recovery,
    recoveryValue: 0,
    used: ctx.character.resources[key] ?? 0,
    source,
    kind,
  };
}
