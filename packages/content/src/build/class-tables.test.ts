import { describe, expect, it } from 'vitest';

import { pactSlots, proficiencyBonus, spellSlots } from '@hearth/rules';

import type { Class } from '../schemas/class.ts';
import { compileCatalogue } from './compile.ts';
import { ENTRIES_DIR } from './paths.ts';

const classes = compileCatalogue(ENTRIES_DIR).classes.entries as Class[];

// The class tables are content, the formulas are rules: both must say the same thing, so the
// sheet (which computes) and the class pages (which show the table) never disagree.
describe('class tables agree with the rules engine', () => {
  it.each(classes.map((cls) => [cls.id, cls] as const))('%s', (_id, cls) => {
    for (const row of cls.table) {
      expect(row.proficiency_bonus, `${cls.id} ${row.level}`).toBe(proficiencyBonus(row.level));
      const casting = cls.spellcasting;
      if (!casting) continue;
      if (casting.progression === 'pact') {
        expect(row.pact, `${cls.id} ${row.level}`).toEqual(pactSlots(row.level));
      } else {
        expect(row.slots ?? [], `${cls.id} ${row.level}`).toEqual(
          spellSlots([{ progression: casting.progression, level: row.level }]),
        );
      }
    }
  });
});
