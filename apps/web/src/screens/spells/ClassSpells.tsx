import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type {
  ClassSpellcasting,
  DerivedCharacter,
  RulesCatalogue,
  SpellRules,
} from '@hearth/rules';
import { classSpellList } from '@hearth/rules';

import { indexSpellsForSearch } from '../../data/catalogue/searchTitle.ts';
import { useCachedTexts } from '../../i18n/cachedTexts.ts';
import { useLocalEdit } from '../sheet/localEdits.tsx';
import type { QuickFilter } from './SpellBrowser.tsx';
import { SpellBrowser } from './SpellBrowser.tsx';
import { useCasterClasses, useFullIndex } from './spellIndexes.ts';
import type { Blocked, ClassSpellState } from './spellToggles.ts';
import {
  classCounts,
  classSpellState,
  statusContext,
  toggleBook,
  toggleFlag,
  togglePrepared,
} from './spellToggles.ts';
import { SpellWarnings } from './SpellWarnings.tsx';
import { StatusToggle, useBlockedText } from './StatusToggle.tsx';

interface ClassSpellsProps {
  character: Character;
  sheet: DerivedCharacter;
  catalogue: RulesCatalogue;
  cls: ClassSpellcasting;
}

/** A counter turns to the accent once its allowance is met. */
const counterClass = (chosen: number, allowed: number) =>
  chosen >= allowed ? 'tag spells-counter spells-counter--full' : 'tag spells-counter';

/**
 * One casting class's spells: its counters ("Prepared n / allowance", "Cantrips n / allowance",
 * a Wizard's "Spellbook n / minimum"), the rules' warnings for them, and its list with the
 * Prepared (Known), Book and Extra toggles.
 */
export function ClassSpells({ character, sheet, catalogue, cls }: ClassSpellsProps) {
  const { t } = useTranslation('spells');
  // Every row's toggles and tags: their words looked up once per spell and language.
  const text = useCachedTexts(t);
  const blockedText = useBlockedText();
  const edit = useLocalEdit();
  const allIndex = useFullIndex(catalogue);
  const classes = useCasterClasses(catalogue);
  const maxLevel = cls.maxSpellLevel;
  const listIndex = useMemo(
    () => indexSpellsForSearch(classSpellList(catalogue, cls.classId, maxLevel)),
    [catalogue, cls.classId, maxLevel],
  );
  const onList = useMemo(() => new Set(listIndex.spells.map((spell) => spell.id)), [listIndex]);
  const counts = useMemo(
    () =>
      classCounts(character, sheet, catalogue.spells).get(cls.classId) ?? {
        cantrips: 0,
        prepared: 0,
        book: 0,
      },
    [character, sheet, catalogue, cls.classId],
  );
  const context = statusContext(sheet, catalogue.spells);
  const granted = new Map(sheet.grantedSpells.map((spell) => [spell.spellId, spell]));
  const multiclass = sheet.spellcasting.length > 1;
  const wizard = cls.spellbookMinimum !== undefined;
  const title = (id: string) => catalogue.classes.get(id)?.title ?? id;
  const classTitle = title(cls.classId);
  const warnings = sheet.problems.filter((found) => found.path === `spells.${cls.classId}`);

  const stateOf = (spell: SpellRules): ClassSpellState =>
    classSpellState(
      {
        character,
        spell,
        casting: sheet.spellcasting,
        cls,
        counts,
        onList: onList.has(spell.id),
        granted: granted.get(spell.id),
      },
      context,
    );
  const toggle = { cls, multiclass };
  const setPrepared = (spell: SpellRules, value: boolean) =>
    edit(character, togglePrepared(character, { ...toggle, spell }, value, context));
  const setBook = (spell: SpellRules, value: boolean) =>
    edit(character, toggleBook(character, { ...toggle, spell }, value, context));
  const setExtra = (spell: SpellRules, value: boolean) =>
    edit(character, toggleFlag(character, spell, 'extra', value, context));

  const reason = (spell: SpellRules, state: ClassSpellState, blocked: Blocked | undefined) =>
    blockedText(blocked, {
      classTitle,
      ...(state.otherClass ? { otherTitle: title(state.otherClass) } : {}),
      allowed: spell.level === 0 ? cls.cantrips : cls.prepared,
      level: spell.level,
    });

  const toggles = (spell: SpellRules, inDrawer: boolean) => {
    const state = stateOf(spell);
    const cantrip = spell.level === 0;
    const showPrepare = !(state.granted || state.prepare.blocked === 'granted') || inDrawer;
    return (
      <>
        {state.book && (
          <StatusToggle
            label={text('toggles.book')}
            name={text('toggles.bookFor', { spell: spell.title })}
            state={state.book}
            onToggle={(value) => setBook(spell, value)}
            note={inDrawer ? reason(spell, state, state.book.blocked) : undefined}
          />
        )}
        {showPrepare && (
          <StatusToggle
            label={cantrip ? text('toggles.known') : text('toggles.prepared')}
            name={text(cantrip ? 'toggles.knownFor' : 'toggles.preparedFor', {
              spell: spell.title,
            })}
            state={state.prepare}
            onToggle={(value) => setPrepared(spell, value)}
            note={inDrawer ? reason(spell, state, state.prepare.blocked) : undefined}
          />
        )}
        {inDrawer && (
          <StatusToggle
            label={text('toggles.extra')}
            name={text('toggles.extraFor', { spell: spell.title })}
            state={state.extra}
            onToggle={(value) => setExtra(spell, value)}
            note={text('toggles.extraHint')}
          />
        )}
      </>
    );
  };

  const tags = (spell: SpellRules) => {
    const state = stateOf(spell);
    const status = character.spells[spell.id] ?? {};
    return (
      <>
        {(state.granted || status.mechanic) && (
          <span className="tag spells-tag">{text('tags.granted')}</span>
        )}
        {status.pact && <span className="tag spells-tag">{text('tags.pact')}</span>}
        {status.atwill && <span className="tag spells-tag">{text('tags.atwill')}</span>}
        {status.extra && <span className="tag spells-tag">{text('tags.extra')}</span>}
        {state.otherClass && <span className="tag spells-tag">{title(state.otherClass)}</span>}
      </>
    );
  };

  const quickFilters: QuickFilter[] = [
    { id: 'chosen', label: t('filters.chosen'), matches: (spell) => stateOf(spell).prepare.on },
    ...(wizard
      ? [
          {
            id: 'book',
            label: t('filters.inBook'),
            matches: (spell: SpellRules) => Boolean(stateOf(spell).book?.on),
          },
        ]
      : []),
  ];

  const showCantrips = cls.cantrips > 0 || counts.cantrips > 0;
  return (
    <>
      <section className="card spells-counters" aria-label={t('counts')}>
        <div className="spells-counters__row">
          {showCantrips && (
            <span className={counterClass(counts.cantrips, cls.cantrips)}>
              {t('counters.cantrips', { chosen: counts.cantrips, allowed: cls.cantrips })}
            </span>
          )}
          <span className={counterClass(counts.prepared, cls.prepared)}>
            {t('counters.prepared', { chosen: counts.prepared, allowed: cls.prepared })}
          </span>
          {wizard && (
            <span className={counterClass(counts.book, cls.spellbookMinimum ?? 0)}>
              {t('counters.spellbook', {
                chosen: counts.book,
                minimum: cls.spellbookMinimum ?? 0,
              })}
            </span>
          )}
        </div>
        {wizard && (
          <p className="sheet-note">{t('spellbookHint', { minimum: cls.spellbookMinimum ?? 0 })}</p>
        )}
        <SpellWarnings problems={warnings} />
      </section>
      <SpellBrowser
        index={listIndex}
        allIndex={allIndex}
        listTitle={classTitle}
        classes={classes}
        quickFilters={quickFilters}
        tags={tags}
        toggles={(spell) => toggles(spell, false)}
        actions={(spell) => <div className="spells-actions">{toggles(spell, true)}</div>}
      />
    </>
  );
}
