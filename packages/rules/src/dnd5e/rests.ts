import type { RandomSource } from '../dice/random.ts';
import { rollDie } from '../dice/random.ts';
import type { SpellRules } from './catalogue.ts';
import type { Character } from './character.ts';
import { exhaustionLevel, setExhaustion } from './conditions.ts';
import { isDead } from './death-saves.ts';
import type { Message, Transition } from './hit-points.ts';
import { heal, hitPointMaximum } from './hit-points.ts';
import { regainedCharges } from './item-charges.ts';

/** A tracked resource as the rest rules see it (from a content mechanic or a custom one). */
export interface RestResource {
  /** Its path in `character.resources` (used counts). */
  key: string;
  /** 0 means unlimited. */
  max: number;
  recovery: 'SHORT' | 'LONG' | 'none';
  /** Uses a rest gives back; 0 means all of them. */
  recoveryValue: number;
  /**
   * An item's charges: what each recharge gives back, dice (`1d6+1`, rolled on the rest) or a
   * number, on a Long Rest too (which otherwise restores everything). Absent: the rules above.
   */
  regain?: string | number;
  /** Its name, for the rest's summary (the key when absent). */
  title?: string;
}

/** How long each rest takes, in minutes (SRD 5.2: a Short Rest 1 hour, a Long Rest 8 hours). */
export const REST_MINUTES = { short: 60, long: 8 * 60 } as const;

const MINUTES_PER_UNIT: Readonly<Record<string, number>> = {
  round: 0.1,
  minute: 1,
  hour: 60,
  day: 24 * 60,
};

/** Minutes a spell lasts; undefined when no clock ends it (until dispelled, special). */
function durationMinutes(spell: SpellRules): number | undefined {
  const { duration } = spell;
  if (duration?.type !== 'timed' || duration.amount === undefined || !duration.unit) return;
  const perUnit = MINUTES_PER_UNIT[duration.unit];
  return perUnit === undefined ? undefined : duration.amount * perUnit;
}

/**
 * Lets `minutes` pass for concentration: a spell whose duration is no longer than that has run
 * out, so concentrating on it ends (a 1-hour Web does not outlast a Short Rest; a 1-day Find
 * the Path outlasts a Long Rest). A spell the catalogue does not know is left alone.
 */
export function passTime(
  character: Character,
  minutes: number,
  spells: ReadonlyMap<string, SpellRules>,
): Transition {
  const held = character.options.concentration ?? [];
  const ended = held.filter((id) => {
    const spell = spells.get(id);
    const lasts = spell ? durationMinutes(spell) : undefined;
    return lasts !== undefined && lasts <= minutes;
  });
  if (ended.length === 0) return { character, messages: [] };
  return {
    character: {
      ...character,
      options: {
        ...character.options,
        concentration: held.filter((id) => !ended.includes(id)),
      },
    },
    messages: ended.map((id) => ({
      level: 'info' as const,
      key: 'rest.concentration',
      params: { spell: spells.get(id)?.title ?? id },
    })),
  };
}

function restoreResources(
  character: Character,
  resources: readonly RestResource[],
  restores: (resource: RestResource) => boolean,
  full: boolean,
  random: RandomSource | undefined,
): { character: Character; /** Names of the resources given back. */ restored: string[] } {
  const next = { ...character.resources };
  const restored: string[] = [];
  for (const resource of resources) {
    const spent = next[resource.key] ?? 0;
    if (!restores(resource) || spent === 0) continue;
    if (resource.regain !== undefined) {
      next[resource.key] = Math.max(0, spent - regainedCharges(resource.regain, random));
    } else {
      next[resource.key] =
        full || resource.recoveryValue === 0 ? 0 : Math.max(0, spent - resource.recoveryValue);
    }
    restored.push(resource.title ?? resource.key);
  }
  return { character: { ...character, resources: next }, restored };
}

/**
 * Short rest (spec §4): resources with SHORT recovery come back (by their recovery value or
 * fully; an item's charges by its regain, dice rolled with `random` or their average rounded up
 * without one) and used Pact Magic slots are emptied; an hour passes for concentration.
 */
export function shortRest(
  character: Character,
  resources: readonly RestResource[],
  spells: ReadonlyMap<string, SpellRules>,
  random?: RandomSource,
): Transition {
  const time = passTime(character, REST_MINUTES.short, spells);
  const { character: rested, restored } = restoreResources(
    time.character,
    resources,
    (resource) => resource.recovery === 'SHORT',
    false,
    random,
  );
  const pactUsed = (character.spell_slots[1] ?? []).some((count) => count > 0);
  const next: Character = { ...rested, spell_slots: [character.spell_slots[0], []] };
  const messages: Message[] = restored.map((name) => ({
    level: 'info',
    key: 'rest.resource',
    params: { resource: name },
  }));
  if (pactUsed) messages.push({ level: 'info', key: 'rest.pact-slots' });
  return { character: next, messages: [...messages, ...time.messages] };
}

/**
 * Spends hit dice of one class during a short rest: each die heals its roll (or its average,
 * rounded up, when `random` is absent) plus the CON modifier (the derived one: background and
 * feats count), at least 1 per die. The message reports the HP actually gained (healing stops
 * at the maximum), with `count` for the singular or plural. The dead spend none.
 */
export function spendHitDice(
  character: Character,
  dice: { classId: string; hitDie: number; conModifier: number },
  count: number,
  random?: RandomSource,
): Transition {
  const { classId, hitDie, conModifier } = dice;
  const cls = character.classes.find((entry) => entry.id === classId);
  if (!cls) return { character, messages: [] };
  if (isDead(character)) return { character, messages: [{ level: 'error', key: 'rest.dead' }] };
  const available = cls.level - (cls.hit_dice ?? 0);
  const spending = Math.min(Math.max(0, Math.trunc(count)), available);
  if (spending === 0) return { character, messages: [{ level: 'error', key: 'rest.no-hit-dice' }] };
  let healing = 0;
  for (let die = 0; die < spending; die += 1) {
    const rolled = random ? rollDie(hitDie, random) : Math.ceil((hitDie + 1) / 2);
    healing += Math.max(1, rolled + conModifier);
  }
  const classes = character.classes.map((entry) =>
    entry === cls ? { ...entry, hit_dice: (entry.hit_dice ?? 0) + spending } : entry,
  );
  const healed = heal({ ...character, classes }, healing).character;
  const gained = healed.hp.current - character.hp.current;
  return {
    character: healed,
    messages: [
      { level: 'info', key: 'rest.hit-dice', params: { count: spending, healing: gained } },
    ],
  };
}

/**
 * Long rest (spec §4, SRD 5.2): HP to the maximum, every slot and hit die back, every resource
 * with SHORT or LONG recovery restored (an item's charges by its regain: dice rolled with
 * `random`, or their average rounded up without one), death saves cleared, exhaustion one level lower,
 * temporary HP gone (SRD 5.2: they last until a Long Rest ends; the spec does not say), eight
 * hours passed for concentration; the messages list what was restored. Resting twice changes
 * nothing more. The dead do not rest.
 */
export function longRest(
  character: Character,
  resources: readonly RestResource[],
  spells: ReadonlyMap<string, SpellRules>,
  random?: RandomSource,
): Transition {
  if (isDead(character)) return { character, messages: [{ level: 'error', key: 'rest.dead' }] };
  const time = passTime(character, REST_MINUTES.long, spells);
  const { character: rested, restored } = restoreResources(
    time.character,
    resources,
    (resource) => resource.recovery !== 'none',
    true,
    random,
  );
  const messages: Message[] = [];
  const max = hitPointMaximum(character);
  if (character.hp.current < max)
    messages.push({
      level: 'info',
      key: 'rest.hit-points',
      params: { hp: max - character.hp.current },
    });
  if ([...character.spell_slots[0], ...character.spell_slots[1]].some((count) => count > 0)) {
    messages.push({ level: 'info', key: 'rest.spell-slots' });
  }
  if (character.hp.temp > 0) messages.push({ level: 'info', key: 'rest.temp-hp' });
  if (character.classes.some((cls) => (cls.hit_dice ?? 0) > 0))
    messages.push({ level: 'info', key: 'rest.all-hit-dice' });
  for (const name of restored)
    messages.push({ level: 'info', key: 'rest.resource', params: { resource: name } });
  const exhaustion = exhaustionLevel(character);
  if (exhaustion > 0)
    messages.push({ level: 'info', key: 'rest.exhaustion', params: { level: exhaustion - 1 } });
  const refreshed: Character = {
    ...rested,
    hp: { ...character.hp, current: max, temp: 0 },
    spell_slots: [[], []],
    classes: character.classes.map((cls) => ({ ...cls, hit_dice: 0 })),
    saving_death: { failures: 0, successes: 0 },
    conditions: character.conditions.filter((condition) => condition !== 'unconscious'),
  };
  const next = exhaustion > 0 ? setExhaustion(refreshed, exhaustion - 1).character : refreshed;
  return { character: next, messages: [...messages, ...time.messages] };
}
