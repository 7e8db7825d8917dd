import { useTranslation } from 'react-i18next';

import type { DerivedCharacter } from '@hearth/rules';
import { highestSlotLevel, PACT_ROW, REGULAR_ROW } from '@hearth/rules';

import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import { slotPools } from '../../data/characters/spells.ts';
import { ScrollsCard } from './ScrollsCard.tsx';
import { SlotPips } from './SlotPips.tsx';
import type { MagicTabProps } from './SpellList.tsx';
import { SpellList } from './SpellList.tsx';
import { signed, useMagicTexts } from './useMagicTexts.ts';
import { useUsesRow } from './useUsesRow.tsx';

const LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/**
 * The Spells tab: the casting classes' save DC and spell attack, then for each spell level the
 * character has slots for (or spells of) its slot trackers (regular, Pact Magic) and the spells
 * of that level it can cast; the scrolls it carries.
 */
export function SpellsTab({ character, sheet, spells, onOpen }: MagicTabProps) {
  const { t } = useTranslation('magic');
  const usesRow = useUsesRow(character, sheet);
  const pools = slotPools(sheet);
  const pact = sheet.pactSlots;
  const highest = highestSlotLevel(sheet);
  const castable = spells.filter((entry) => entry.castable && entry.spell.level > 0);
  const levels = LEVELS.filter(
    (level) =>
      (sheet.spellSlots[level - 1] ?? 0) > 0 ||
      (pact.slots > 0 && pact.level === level) ||
      castable.some((entry) => entry.spell.level === level),
  );
  return (
    <>
      <CastingClasses sheet={sheet} />
      {levels.length === 0 && (
        <section className="card magic-card">
          <p className="sheet-note">{t('slots.noneAtAll')}</p>
        </section>
      )}
      {levels.map((level) => {
        const regular = sheet.spellSlots[level - 1] ?? 0;
        const hasPact = pact.slots > 0 && pact.level === level;
        const entries = castable.filter((entry) => entry.spell.level === level);
        return (
          <section
            key={level}
            className="card slot-level"
            aria-labelledby={`level-${level}-title`}
            data-testid={`level-${level}`}
          >
            <h2 id={`level-${level}-title`} className="eyebrow card__title">
              {t('slots.level', { level })}
            </h2>
            {regular > 0 && (
              <SlotPips
                character={character}
                pools={pools}
                choice={{ row: REGULAR_ROW, level }}
                total={regular}
              />
            )}
            {hasPact && (
              <SlotPips
                character={character}
                pools={pools}
                choice={{ row: PACT_ROW, level }}
                total={pact.slots}
              />
            )}
            {regular === 0 && !hasPact && (
              <p className="sheet-note">
                {highest > level ? t('slots.higherOnly', { level }) : t('slots.none', { level })}
              </p>
            )}
            <SpellList
              entries={entries}
              character={character}
              onOpen={onOpen}
              empty={t('slots.noSpells', { level })}
              label={t('slots.spellsOf', { level })}
              row={usesRow}
            />
          </section>
        );
      })}
      <ScrollsCard character={character} />
    </>
  );
}

/** Each casting class's ability, save DC and spell attack bonus. */
function CastingClasses({ sheet }: { sheet: DerivedCharacter }) {
  const { t } = useTranslation('magic');
  const texts = useMagicTexts();
  const catalogue = useRulesCatalogue().data;
  if (sheet.spellcasting.length === 0) return null;
  return (
    <section className="card casting-classes" aria-label={t('casting.label')}>
      {sheet.spellcasting.map((casting) => (
        <div key={casting.classId} className="casting-classes__row">
          <span className="casting-classes__class">
            {catalogue?.classes.get(casting.classId)?.title ?? casting.classId}
            <span className="casting-classes__ability"> {texts.ability(casting.ability)}</span>
          </span>
          <span className="casting-classes__numbers">
            <span>{t('casting.dc', { value: casting.saveDc.value })}</span>
            <span>{t('casting.attack', { value: signed(casting.attackBonus.value) })}</span>
          </span>
        </div>
      ))}
    </section>
  );
}
