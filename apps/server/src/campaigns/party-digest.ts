import type { Character, PartyDigest } from '@hearth/contract';
import type { BeastFormRules, DerivedCharacter, Skill } from '@hearth/rules';
import { wildShapeSheet } from '@hearth/rules';

/**
 * What the party view shows of one character, read off its derived sheet: every number is the
 * sheet's own `value` (the same engine as `GET characters/{id}/sheet`), nothing is recomputed
 * here. Only the concentration comes from the record, where the player's choice is kept.
 */
export function partyDigest(
  record: Character,
  sheet: DerivedCharacter,
  form?: BeastFormRules,
): PartyDigest {
  const digest = ownDigest(record, sheet);
  return form ? inForm(digest, sheet, form) : digest;
}

/**
 * A Druid in a Wild Shape form (SRD 5.2): the numbers a game master reads off the party view
 * are the form's merged ones, from the same `wildShapeSheet` the character's own sheet shows.
 * A passive score keeps the character's passive bonuses over the modifier in effect.
 */
function inForm(digest: PartyDigest, sheet: DerivedCharacter, form: BeastFormRules): PartyDigest {
  const shaped = wildShapeSheet(sheet, form);
  const passive = (skill: Skill) =>
    sheet.skills[skill].passive.value -
    sheet.skills[skill].mod.value +
    shaped.skills[skill].mod.value;
  return {
    ...digest,
    ac: shaped.ac.value,
    speed: shaped.speed.value,
    passive: {
      perception: shaped.passivePerception.value,
      insight: passive('insight'),
      investigation: passive('investigation'),
    },
    wild_shape: { beast_id: form.id, title: form.title },
  };
}

function ownDigest(record: Character, sheet: DerivedCharacter): PartyDigest {
  const down = sheet.hp.current === 0;
  // The passive scores a game master asks for most.
  const passive = (skill: 'perception' | 'insight' | 'investigation') =>
    sheet.skills[skill].passive.value;
  return {
    level: sheet.level,
    classes: Object.entries(sheet.classLevels).map(([id, level]) => ({ id, level })),
    hp: {
      current: sheet.hp.current,
      max: sheet.hp.max.value,
      temp: sheet.hp.temp,
      bloodied: sheet.hp.bloodied,
    },
    vital: down ? vitalAtZero(sheet.deathSaves.state) : 'up',
    unconscious: down || sheet.conditions.includes('unconscious'),
    death_saves: {
      successes: sheet.deathSaves.successes,
      failures: sheet.deathSaves.failures,
    },
    ac: sheet.ac.value,
    passive: {
      perception: passive('perception'),
      insight: passive('insight'),
      investigation: passive('investigation'),
    },
    speed: sheet.speed.value,
    conditions: sheet.conditions,
    exhaustion: sheet.exhaustion.level,
    concentration: record.options.concentration?.[0] ?? null,
    spell_save_dc: sheet.spellcasting.map((casting) => ({
      class_id: casting.classId,
      dc: casting.saveDc.value,
    })),
  };
}

function vitalAtZero(state: DerivedCharacter['deathSaves']['state']): PartyDigest['vital'] {
  if (state === 'dead') return 'dead';
  if (state === 'stable') return 'stable';
  return 'dying';
}
