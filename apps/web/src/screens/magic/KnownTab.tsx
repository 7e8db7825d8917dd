import { useTranslation } from 'react-i18next';

import type { CharacterSpell, SpellSource } from '@hearth/rules';

import { Link } from '../../components/link/RouterLink.tsx';
import { useRulesTexts } from '../../i18n/problemText.ts';
import type { MagicTabProps } from './SpellList.tsx';
import { SpellList } from './SpellList.tsx';
import { useUsesRow } from './useUsesRow.tsx';

type Group = 'prepared' | 'book' | 'pact' | 'granted' | 'cantrip' | 'atwill' | 'extra';

const GROUPS: readonly Group[] = [
  'prepared',
  'book',
  'pact',
  'granted',
  'cantrip',
  'atwill',
  'extra',
];

/** The spellbook holds every spell marked `book`, prepared ones too; the rest by source. */
function inGroup(entry: CharacterSpell, group: Group): boolean {
  if (group === 'book')
    return entry.source === 'book' || (entry.status.book === true && !entry.granted);
  return entry.source === (group as SpellSource);
}

/**
 * The Prepared and known tab: every spell the character has, grouped by how it is had —
 * prepared, a Wizard's spellbook (book-only spells greyed unless castable as rituals), the pact
 * book, spells features give (always prepared, with their free castings), cantrips, at will
 * and extra.
 */
export function KnownTab({ character, sheet, spells, onOpen }: MagicTabProps) {
  const { t } = useTranslation('magic');
  const usesRow = useUsesRow(character, sheet);
  const texts = useRulesTexts();
  // The rules say when the spellbook holds too few spells.
  const thinBook = sheet.problems.find((problem) => problem.key === 'spells.spellbook');
  const minimum = sheet.spellcasting.find(
    (casting) => casting.spellbookMinimum !== undefined,
  )?.spellbookMinimum;
  const groups = GROUPS.map((group) => ({
    group,
    entries: spells.filter((entry) => inGroup(entry, group)),
  })).filter(({ entries }) => entries.length > 0);
  return (
    <>
      <div className="magic-links">
        <Link className="button" to="/spells">
          {t('known.choose')}
        </Link>
        {sheet.pactOfTheTome && (
          <Link className="button" to="/pact-spells">
            {t('known.pactBook')}
          </Link>
        )}
      </div>
      {groups.length === 0 && (
        <section className="card magic-card">
          <p className="sheet-note">{t('known.none')}</p>
        </section>
      )}
      {groups.map(({ group, entries }) => (
        <section
          key={group}
          className="card"
          aria-labelledby={`group-${group}`}
          data-testid={`group-${group}`}
        >
          <h2 id={`group-${group}`} className="eyebrow card__title">
            {t(`sources.${group}`)} ({entries.length})
          </h2>
          {group === 'book' &&
            (thinBook ? (
              <p className="sheet-warning">{texts.problem(thinBook)}</p>
            ) : (
              minimum !== undefined && (
                <p className="sheet-note">{t('known.bookMinimum', { minimum })}</p>
              )
            ))}
          <SpellList
            entries={entries}
            character={character}
            onOpen={onOpen}
            label={t(`sources.${group}`)}
            row={usesRow}
          />
        </section>
      ))}
    </>
  );
}
