import type {
  Character,
  ClassSpellcasting,
  ClassSpellCount,
  DerivedCharacter,
  GrantedSpell,
  SpellFacts,
  SpellStatus,
  StatusContext,
} from '@hearth/rules';
import { canSetStatus, classSpellCounts, setSpellStatus } from '@hearth/rules';

/** The status flags the spells pages switch. */
export type StatusFlag = 'prepared' | 'book' | 'pact' | 'extra';

/** How many cantrips, prepared spells and spellbook spells count against one casting class. */
export type ClassCounts = ClassSpellCount;

/** The counts of every casting class, counted by the rules (`classSpellCounts`). */
export function classCounts(
  character: Character,
  sheet: Pick<DerivedCharacter, 'spellcasting'>,
  spells: ReadonlyMap<string, SpellFacts>,
): Map<string, ClassCounts> {
  return classSpellCounts(
    character,
    spells,
    sheet.spellcasting.map((cls) => cls.classId),
  );
}

/** The casting class a stored status counts for (the rules' rule: its `class`, else the first). */
export function ownerOf(
  status: SpellStatus,
  casting: readonly Pick<ClassSpellcasting, 'classId'>[],
): string | undefined {
  const named = casting.find((cls) => cls.classId === status.class);
  return named?.classId ?? casting[0]?.classId;
}

/** The rules' status context for this character. */
export function statusContext(
  sheet: Pick<DerivedCharacter, 'spellcasting' | 'pactOfTheTome' | 'grantedSpells'>,
  spells: ReadonlyMap<string, SpellFacts>,
): StatusContext {
  return {
    wizard: sheet.spellcasting.some((cls) => cls.spellbookMinimum !== undefined),
    pactOfTheTome: sheet.pactOfTheTome,
    spells,
    granted: new Set(sheet.grantedSpells.map((granted) => granted.spellId)),
  };
}

/** Why a toggle cannot be switched on (each has a text in the `spells` namespace). */
export type Blocked =
  | 'full'
  | 'notInBook'
  | 'otherClass'
  | 'granted'
  | 'pact'
  | 'atwill'
  | 'extra'
  | 'offList'
  | 'prepared'
  | 'preparedPact'
  | 'notRitual'
  | 'pactFull'
  | 'noTome';

export interface ToggleState {
  on: boolean;
  /** Set when the toggle is disabled: why. A flag that is on can be switched off, except a
   * prepared spell's place in the spellbook. */
  blocked?: Blocked;
}

/** What one spell looks like on a casting class's list. */
export interface ClassSpellState {
  prepare: ToggleState;
  /** Wizards' levelled spells only. */
  book?: ToggleState;
  extra: ToggleState;
  /** The other casting class the spell's status counts for, when not this one. */
  otherClass?: string;
  granted?: GrantedSpell;
}

export interface ClassSpellInput {
  character: Character;
  spell: SpellFacts;
  casting: readonly ClassSpellcasting[];
  /** The class whose list is shown. */
  cls: ClassSpellcasting;
  counts: ClassCounts;
  onList: boolean;
  granted?: GrantedSpell | undefined;
}

function prepareBlock(input: ClassSpellInput, status: SpellStatus, other: boolean): Blocked | null {
  const { spell, cls, counts, onList, granted } = input;
  if (granted || status.mechanic) return 'granted';
  if (status.pact) return 'pact';
  if (status.atwill) return 'atwill';
  if (status.extra) return 'extra';
  if (other) return 'otherClass';
  if (!onList) return 'offList';
  const full =
    spell.level === 0 ? counts.cantrips >= cls.cantrips : counts.prepared >= cls.prepared;
  if (full) return 'full';
  // A Wizard prepares levelled spells from its spellbook.
  if (cls.spellbookMinimum !== undefined && spell.level > 0 && !status.book) return 'notInBook';
  return null;
}

/**
 * The toggles of a spell on a class's list: Prepared (Known for a cantrip) up to the class's
 * allowance and no further; a Wizard's Book for levelled spells not prepared (`canSetStatus`);
 * Extra as a plain toggle. Switching off is always possible.
 */
export function classSpellState(input: ClassSpellInput, context: StatusContext): ClassSpellState {
  const { character, spell, casting, cls, onList, granted } = input;
  const status = character.spells[spell.id] ?? {};
  const owner = ownerOf(status, casting);
  const counting = Boolean(status.prepared || status.book) && !status.mechanic;
  const other = counting && owner !== cls.classId;
  const preparedHere = Boolean(status.prepared) && !other;
  const prepareBlocked = preparedHere ? null : prepareBlock(input, status, other);
  const state: ClassSpellState = {
    prepare: { on: preparedHere, ...(prepareBlocked ? { blocked: prepareBlocked } : {}) },
    extra: { on: Boolean(status.extra) },
    ...(other && owner ? { otherClass: owner } : {}),
    ...(granted ? { granted } : {}),
  };
  if (cls.spellbookMinimum !== undefined && spell.level > 0) {
    const inBook = Boolean(status.book || status.prepared) && !other;
    let blocked: Blocked | null = null;
    if (inBook && status.prepared) blocked = 'prepared';
    else if (!inBook) {
      if (granted || status.mechanic) blocked = 'granted';
      else if (status.pact) blocked = 'pact';
      else if (status.atwill) blocked = 'atwill';
      else if (status.extra) blocked = 'extra';
      else if (other) blocked = 'otherClass';
      else if (!onList) blocked = 'offList';
      else if (!canSetStatus(character, spell, 'book', context)) blocked = 'prepared';
    }
    state.book = { on: inBook, ...(blocked ? { blocked } : {}) };
  }
  return state;
}

/** The pact book toggle of a spell (the rules' `canSetStatus`, with the reason when refused). */
export function pactState(
  character: Character,
  spell: SpellFacts,
  context: StatusContext,
): ToggleState {
  const status = character.spells[spell.id] ?? {};
  const on = Boolean(status.pact);
  if (on || canSetStatus(character, spell, 'pact', context)) return { on };
  let blocked: Blocked = 'pactFull';
  if (!context.pactOfTheTome) blocked = 'noTome';
  else if (status.mechanic || context.granted?.has(spell.id)) blocked = 'granted';
  else if (status.prepared) blocked = 'preparedPact';
  else if (status.atwill) blocked = 'atwill';
  else if (spell.level > 1 || (spell.level === 1 && !spell.ritual)) blocked = 'notRitual';
  return { on, blocked };
}

/** Keeps only the flags that are on; a spell with none left leaves the character's list. */
export function tidySpell(character: Character, spellId: string): Character {
  const status = character.spells[spellId];
  if (!status) return character;
  const kept: SpellStatus = {};
  for (const [key, value] of Object.entries(status) as [keyof SpellStatus, unknown][]) {
    if (value !== false && value !== undefined) Object.assign(kept, { [key]: value });
  }
  const spells = { ...character.spells };
  const { class: _owner, ...flags } = kept;
  if (Object.keys(flags).length > 0) spells[spellId] = kept;
  else delete spells[spellId];
  return { ...character, spells };
}

function withClass(character: Character, spellId: string, classId: string): Character {
  const status = character.spells[spellId];
  if (!status) return character;
  return {
    ...character,
    spells: { ...character.spells, [spellId]: { ...status, class: classId } },
  };
}

export interface ClassToggle {
  spell: SpellFacts;
  cls: ClassSpellcasting;
  /** A multiclass caster's spell names the class it counts for. */
  multiclass: boolean;
}

/**
 * Prepares (learns, for a cantrip) or unprepares a spell for a class through the rules. A
 * Wizard's levelled spell stays in its spellbook when unprepared.
 */
export function togglePrepared(
  character: Character,
  { spell, cls, multiclass }: ClassToggle,
  value: boolean,
  context: StatusContext,
): Character {
  let next = setSpellStatus(character, spell, 'prepared', value, context);
  if (next === character) return character;
  if (value && multiclass) next = withClass(next, spell.id, cls.classId);
  if (!value && cls.spellbookMinimum !== undefined && spell.level > 0) {
    next = setSpellStatus(next, spell, 'book', true, context);
  }
  return tidySpell(next, spell.id);
}

/** Writes a Wizard's levelled spell into its spellbook, or takes it out (through the rules). */
export function toggleBook(
  character: Character,
  { spell, cls, multiclass }: ClassToggle,
  value: boolean,
  context: StatusContext,
): Character {
  let next = setSpellStatus(character, spell, 'book', value, context);
  if (next === character) return character;
  if (value && multiclass) next = withClass(next, spell.id, cls.classId);
  return tidySpell(next, spell.id);
}

/** Switches Extra or the pact book (through the rules). */
export function toggleFlag(
  character: Character,
  spell: SpellFacts,
  flag: 'extra' | 'pact',
  value: boolean,
  context: StatusContext,
): Character {
  const next = setSpellStatus(character, spell, flag, value, context);
  return next === character ? character : tidySpell(next, spell.id);
}
