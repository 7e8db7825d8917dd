import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type {
  ClassSpellcasting,
  DerivedCharacter,
  RulesCatalogue,
  SpellRules,
} from '@hearth/rules';

import { Link } from '../../components/link/RouterLink.tsx';
import { useEditCharacter } from '../../data/characters/editing.ts';
import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import { useRulesTexts } from '../../i18n/problemText.ts';
import { CharacterGate } from '../character/CharacterGate.tsx';
import { CharacterPage } from '../character/CharacterPage.tsx';
import { described, useRuleEntries } from './catalogueText.ts';
import type { Details } from './DetailsDrawer.tsx';
import { DetailsDrawer } from './DetailsDrawer.tsx';
import type { SpellCounts } from './spellChoice.ts';
import { classSpells, spellCounts, toggleBook, togglePrepared } from './spellChoice.ts';

import './Wizard.css';
import './AfterCreation.css';

/**
 * /moc/3: the new character's cantrips and prepared spells (and a wizard's spellbook), and the
 * way to the pact book while Pact of the Tome needs its picks.
 */
export default function SpellChoiceScreen() {
  return (
    <CharacterGate>
      {(character, sheet) => <SpellChoice character={character} sheet={sheet} />}
    </CharacterGate>
  );
}

function SpellChoice({ character, sheet }: { character: Character; sheet: DerivedCharacter }) {
  const { t } = useTranslation(['wizard', 'routes']);
  const texts = useRulesTexts();
  const catalogue = useRulesCatalogue().data;
  const [search, setSearch] = useState('');
  const [details, setDetails] = useState<Details | null>(null);
  const warnings = sheet.problems.filter((found) => found.key.startsWith('spells.'));
  // Pact of the Tome's book is filled on its own page: the way there while it needs picks.
  const pactPicks = sheet.pactOfTheTome
    ? warnings.find((found) => found.key === 'spells.pact')
    : undefined;
  const counts = catalogue
    ? spellCounts(character, sheet, catalogue)
    : new Map<string, SpellCounts>();
  return (
    <CharacterPage character={character} title={t('routes:title.mocSpells')}>
      {sheet.spellcasting.length === 0 ? (
        <p className="sheet-note">{t('spells.none')}</p>
      ) : (
        <>
          <div className="field">
            <label className="field__label" htmlFor="spell-search">
              {t('spells.search')}
            </label>
            <input
              id="spell-search"
              className="field__control"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          {catalogue &&
            sheet.spellcasting.map((cls) => (
              <ClassSpells
                key={cls.classId}
                cls={cls}
                character={character}
                catalogue={catalogue}
                counts={counts.get(cls.classId) ?? { cantrips: 0, prepared: 0, book: 0 }}
                search={search}
                showDetails={setDetails}
              />
            ))}
          {pactPicks && (
            <Link className="card wizard-pact-link" to="/pact-spells">
              <strong>{t('spells.pactLink')}</strong>
              <span>{texts.problem(pactPicks)}</span>
            </Link>
          )}
          {warnings.length > 0 && (
            <ul className="wizard-problems" aria-label={t('problems')}>
              {warnings.map((found) => (
                <li key={`${found.path}-${found.key}`}>{texts.problem(found)}</li>
              ))}
            </ul>
          )}
        </>
      )}
      <Link className="button button--primary" to="/character">
        {t('spells.done')}
      </Link>
      <DetailsDrawer details={details} onClose={() => setDetails(null)} />
    </CharacterPage>
  );
}

/** A counter turns to the accent once its allowance is met. */
const tagClass = (chosen: number, allowed: number) => (chosen >= allowed ? 'tag tag--done' : 'tag');

interface ClassSpellsProps {
  cls: ClassSpellcasting;
  character: Character;
  catalogue: RulesCatalogue;
  counts: SpellCounts;
  search: string;
  showDetails: (details: Details) => void;
}

/** One casting class: its counters and its list, with toggles capped at the allowances. */
function ClassSpells({ cls, character, catalogue, counts, search, showDetails }: ClassSpellsProps) {
  const { t } = useTranslation('wizard');
  const edit = useEditCharacter();
  const rules = useRuleEntries();
  const title = catalogue.classes.get(cls.classId)?.title ?? cls.classId;
  const bookMinimum = cls.spellbookMinimum;
  const wizard = bookMinimum !== undefined;
  const spells = classSpells(catalogue, cls.classId, cls.maxSpellLevel, search);
  const bookFull = wizard && counts.book >= bookMinimum;

  const row = (spell: SpellRules) => {
    const status = character.spells[spell.id] ?? {};
    const granted = Boolean(status.mechanic);
    const prepared = Boolean(status.prepared);
    const inBook = Boolean(status.book) || (prepared && spell.level > 0);
    const cantrip = spell.level === 0;
    const full = cantrip ? counts.cantrips >= cls.cantrips : counts.prepared >= cls.prepared;
    const prepareBlocked = !prepared && (full || (wizard && !cantrip && !inBook && bookFull));
    return (
      <li key={spell.id} className="wizard-spell">
        <button
          type="button"
          className="wizard-spell__title"
          onClick={() =>
            showDetails({ title: spell.title, description: described(spell).description })
          }
        >
          <span>{spell.title}</span>
          <span className="wizard-spell__meta">
            {t('spells.meta', { school: rules.title(spell.school) })}
            {spell.ritual && ` · ${t('spells.ritual')}`}
            {spell.concentration && ` · ${t('spells.concentration')}`}
          </span>
        </button>
        {wizard && !cantrip && (
          <button
            type="button"
            className="chip wizard-chip"
            aria-pressed={inBook}
            aria-label={t('spells.bookFor', { spell: spell.title })}
            disabled={granted || (!inBook && bookFull)}
            onClick={() => edit(character, toggleBook(character, spell, cls.classId, !inBook))}
          >
            {t('spells.book')}
          </button>
        )}
        <button
          type="button"
          className="chip wizard-chip"
          aria-pressed={prepared}
          aria-label={t(cantrip ? 'spells.learnFor' : 'spells.prepareFor', { spell: spell.title })}
          disabled={granted || prepareBlocked}
          onClick={() =>
            edit(character, togglePrepared(character, spell, cls.classId, !prepared, wizard))
          }
        >
          {t(cantrip ? 'spells.learn' : 'spells.prepare')}
        </button>
      </li>
    );
  };

  // Cantrips only when the class has any (a Paladin's list has none at level 1 anyway).
  const levels = [...new Set(spells.map((spell) => spell.level))].filter(
    (level) => level > 0 || cls.cantrips > 0,
  );
  return (
    <section className="card wizard-spells" aria-label={t('spells.classTitle', { title })}>
      <h2 className="card__title">{t('spells.classTitle', { title })}</h2>
      <div className="wizard-spells__counters">
        {cls.cantrips > 0 && (
          <span
            className={tagClass(counts.cantrips, cls.cantrips)}
            data-testid={`cantrips-${cls.classId}`}
          >
            {t('spells.cantripsCount', { chosen: counts.cantrips, allowed: cls.cantrips })}
          </span>
        )}
        <span
          className={tagClass(counts.prepared, cls.prepared)}
          data-testid={`prepared-${cls.classId}`}
        >
          {t('spells.preparedCount', { chosen: counts.prepared, allowed: cls.prepared })}
        </span>
        {wizard && (
          <span className={tagClass(counts.book, bookMinimum)} data-testid={`book-${cls.classId}`}>
            {t('spells.bookCount', { chosen: counts.book, minimum: bookMinimum })}
          </span>
        )}
      </div>
      {levels.map((level) => (
        <Fragment key={level}>
          <h3 className="eyebrow">
            {level === 0 ? t('spells.cantrips') : t('spells.level', { level })}
          </h3>
          <ul className="wizard-spells__list">
            {spells.filter((spell) => spell.level === level).map(row)}
          </ul>
        </Fragment>
      ))}
      {spells.length === 0 && <p className="sheet-note">{t('spells.noMatch')}</p>}
    </section>
  );
}
