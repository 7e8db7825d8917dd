import type { ReactNode } from 'react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type { CharacterSpell, DerivedCharacter, ResourceView } from '@hearth/rules';
import { setResourceUsed } from '@hearth/rules';

import { Icon } from '../../components/icons.tsx';
import { useRulesTexts } from '../../i18n/problemText.ts';
import { useSheetActions } from '../sheet/useSheetActions.ts';
import { useSpellLine } from './SpellDetails.tsx';

const StarIcon = ({ filled }: { filled: boolean }) => (
  <Icon fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
  </Icon>
);

/** The star on every spell: sets or clears `spells[id].favorite` (spec §3). */
function FavoriteToggle({ entry, character }: { entry: CharacterSpell; character: Character }) {
  const { t } = useTranslation('magic');
  const run = useSheetActions(character);
  const favorite = entry.status.favorite === true;
  const id = entry.spell.id;
  return (
    <button
      type="button"
      className={
        favorite ? 'icon-button spell-row__star spell-row__star--on' : 'icon-button spell-row__star'
      }
      aria-pressed={favorite}
      aria-label={t(favorite ? 'favorites.remove' : 'favorites.add', { spell: entry.spell.title })}
      onClick={() =>
        run((current) => ({
          ...current,
          spells: {
            ...current.spells,
            [id]: { ...(current.spells[id] ?? {}), favorite: !favorite },
          },
        }))
      }
    >
      <StarIcon filled={favorite} />
    </button>
  );
}

/** What each of /magic's spell tabs is given: the character, its sheet and spells, and how to open a spell. */
export interface MagicTabProps {
  character: Character;
  sheet: DerivedCharacter;
  spells: readonly CharacterSpell[];
  onOpen: (id: string) => void;
}

/** Pips of a tracked use count (free castings, limited feature attacks); on = used. */
export function UsesPips({
  resource,
  character,
  label,
}: {
  resource: ResourceView;
  character: Character;
  label: string;
}) {
  const { t } = useTranslation('magic');
  const run = useSheetActions(character);
  const left = Math.max(0, resource.max - resource.used);
  return (
    <div className="uses" role="group" aria-label={label}>
      <span className="uses__label">
        {label} · {t('uses.left', { left, max: resource.max })}
      </span>
      {resource.max > 0 && resource.max <= 6 && (
        <span className="uses__pips">
          {Array.from({ length: resource.max }, (_, index) => index + 1).map((pip) => (
            <button
              key={pip}
              type="button"
              className={pip <= resource.used ? 'pip pip--on' : 'pip'}
              aria-label={t('uses.pip', { number: pip })}
              aria-pressed={pip <= resource.used}
              onClick={() =>
                run((current) =>
                  setResourceUsed(current, resource, pip <= resource.used ? pip - 1 : pip),
                )
              }
            />
          ))}
        </span>
      )}
    </div>
  );
}

/**
 * One spell: title, level and school, concentration and ritual marks, and what the rules flag
 * about the choice (off the class list, above the levels the character casts); a tap opens it.
 */
export const SpellRow = memo(SpellRowView, (before, after) => {
  // A tap elsewhere on the screen (a slot, hit points) gives every row a new character; the
  // row's own actions read the latest one (useSheetActions), so only its entry matters.
  const { character: beforeCharacter, ...beforeRest } = before;
  const { character: afterCharacter, ...afterRest } = after;
  return (
    beforeCharacter.id === afterCharacter.id &&
    (Object.keys(afterRest) as (keyof typeof afterRest)[]).every(
      (key) => beforeRest[key] === afterRest[key],
    ) &&
    Object.keys(beforeRest).length === Object.keys(afterRest).length
  );
});

function SpellRowView({
  entry,
  character,
  onOpen,
  dim = false,
  note,
  children,
}: {
  entry: CharacterSpell;
  character: Character;
  onOpen: (id: string) => void;
  /** Greyed: a book spell that cannot be cast now. */
  dim?: boolean;
  /** A short mark after the tags ("Ritual only"). */
  note?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('magic');
  const line = useSpellLine();
  const rulesTexts = useRulesTexts();
  const spell = entry.spell;
  return (
    <li
      className={dim ? 'spell-row spell-row--dim' : 'spell-row'}
      data-testid={`spell-${spell.id}`}
    >
      <div className="spell-row__top">
        <button type="button" className="spell-row__main" onClick={() => onOpen(spell.id)}>
          <span className="spell-row__title">{spell.title}</span>
          <span className="spell-row__line">
            <span>{line(spell)}</span>
            {spell.concentration && <span className="tag">{t('spell.concentration')}</span>}
            {spell.ritual && !entry.ritualOnly && <span className="tag">{t('spell.ritual')}</span>}
            {note && <span className="tag tag--accent">{note}</span>}
          </span>
        </button>
        <FavoriteToggle entry={entry} character={character} />
      </div>
      {entry.flags.map((found) => (
        <p key={found.key} className="spell-row__flag" role="note">
          {rulesTexts.problem(found)}
        </p>
      ))}
      {children}
    </li>
  );
}

/** A list of the character's spells, or a note when there are none. */
export function SpellList({
  entries,
  character,
  onOpen,
  empty,
  label,
  row,
}: {
  entries: readonly CharacterSpell[];
  character: Character;
  onOpen: (id: string) => void;
  empty?: string;
  label?: string;
  /** Extra properties per row (greyed, a note, free castings). */
  row?: (entry: CharacterSpell) => { dim?: boolean; note?: string; children?: ReactNode };
}) {
  if (entries.length === 0) return empty ? <p className="sheet-note">{empty}</p> : null;
  return (
    <ul className="spell-list" aria-label={label}>
      {entries.map((entry) => (
        <SpellRow
          key={`${entry.spell.id}-${entry.source}`}
          entry={entry}
          character={character}
          onOpen={onOpen}
          {...row?.(entry)}
        />
      ))}
    </ul>
  );
}
