import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type { DerivedCharacter, RulesCatalogue, SpellRules } from '@hearth/rules';
import { PACT_CANTRIPS, PACT_RITUALS, pactCounts } from '@hearth/rules';

import { Link } from '../../components/link/RouterLink.tsx';
import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import { useCachedTexts } from '../../i18n/cachedTexts.ts';
import { CharacterGate } from '../character/CharacterGate.tsx';
import { CharacterPage } from '../character/CharacterPage.tsx';
import { LocalEdits, useShownCharacter } from '../sheet/localEdits.tsx';
import { useLocalEdit } from '../sheet/localEdits.tsx';
import { SpellBrowser } from './SpellBrowser.tsx';
import { useCasterClasses, usePactIndex } from './spellIndexes.ts';
import { pactState, statusContext, toggleFlag } from './spellToggles.ts';
import { SpellWarnings } from './SpellWarnings.tsx';
import { StatusToggle, useBlockedText } from './StatusToggle.tsx';

import './Spells.css';

/**
 * /pact-spells (spec §4 Pact, §5 Pact of the Tome): the Book of Shadows' 3 cantrips and 2
 * level 1 rituals from any class's list, through the rules (`setSpellStatus` with `pact`:
 * nothing already at will, prepared or in the book; each quota full disables its toggles).
 */
export default function PactSpellsScreen() {
  return (
    <CharacterGate>
      {(character, sheet) => <PactSpells character={character} sheet={sheet} />}
    </CharacterGate>
  );
}

function PactSpells({
  character: stored,
  sheet: storedSheet,
}: {
  character: Character;
  sheet: DerivedCharacter;
}) {
  const { character, sheet, show } = useShownCharacter(stored, storedSheet);
  const { t } = useTranslation(['spells', 'routes']);
  const { data: catalogue, empty } = useRulesCatalogue();
  let body;
  if (!sheet.pactOfTheTome) {
    body = (
      <section className="card spells-notice">
        <p className="sheet-note">{t('pact.missing', { name: character.name })}</p>
        <Link className="button" to="/features/edit">
          {t('pact.toFeatures')}
        </Link>
      </section>
    );
  } else if (!catalogue) body = <p className="sheet-note">{t('loading')}</p>;
  else if (empty) body = <p className="sheet-note">{t('noCatalogue')}</p>;
  else body = <PactBook character={character} sheet={sheet} catalogue={catalogue} />;
  return (
    <LocalEdits show={show}>
      <CharacterPage character={character} title={t('routes:title.pactSpells')}>
        {body}
      </CharacterPage>
    </LocalEdits>
  );
}

const counterClass = (chosen: number, allowed: number) =>
  chosen >= allowed ? 'tag spells-counter spells-counter--full' : 'tag spells-counter';

function PactBook({
  character,
  sheet,
  catalogue,
}: {
  character: Character;
  sheet: DerivedCharacter;
  catalogue: RulesCatalogue;
}) {
  const { t } = useTranslation('spells');
  // Every row's toggle and tags: their words looked up once per spell and language.
  const text = useCachedTexts(t);
  const blockedText = useBlockedText();
  const edit = useLocalEdit();
  const index = usePactIndex(catalogue);
  const classes = useCasterClasses(catalogue);
  const context = statusContext(sheet, catalogue.spells);
  const counts = pactCounts(character, catalogue.spells);
  const warnings = sheet.problems.filter((found) => found.path === 'spells.pact');

  const toggle = (spell: SpellRules, inDrawer: boolean) => {
    const state = pactState(character, spell, context);
    const note = inDrawer
      ? blockedText(state.blocked, {
          level: spell.level,
          allowed: spell.level === 0 ? PACT_CANTRIPS : PACT_RITUALS,
        })
      : undefined;
    return (
      <StatusToggle
        label={text('toggles.pact')}
        name={text('toggles.pactFor', { spell: spell.title })}
        state={state}
        onToggle={(value) => edit(character, toggleFlag(character, spell, 'pact', value, context))}
        note={note}
      />
    );
  };
  const tags = (spell: SpellRules) => {
    const status = character.spells[spell.id] ?? {};
    return (
      <>
        {status.prepared && <span className="tag spells-tag">{text('toggles.prepared')}</span>}
        {status.atwill && <span className="tag spells-tag">{text('tags.atwill')}</span>}
      </>
    );
  };

  return (
    <>
      <section className="card spells-counters" aria-label={t('counts')}>
        <p className="sheet-note spells-intro">{t('pact.intro')}</p>
        <div className="spells-counters__row">
          <span className={counterClass(counts.cantrips, PACT_CANTRIPS)}>
            {t('counters.cantrips', { chosen: counts.cantrips, allowed: PACT_CANTRIPS })}
          </span>
          <span className={counterClass(counts.rituals, PACT_RITUALS)}>
            {t('counters.rituals', { chosen: counts.rituals, allowed: PACT_RITUALS })}
          </span>
        </div>
        <SpellWarnings problems={warnings} />
      </section>
      <SpellBrowser
        index={index}
        classes={classes}
        hideRitual
        groupTitle={(level) => (level === 0 ? t('levels.cantrips') : t('levels.rituals'))}
        quickFilters={[
          {
            id: 'chosen',
            label: t('filters.chosen'),
            matches: (spell) => Boolean(character.spells[spell.id]?.pact),
          },
        ]}
        tags={tags}
        toggles={(spell) => toggle(spell, false)}
        actions={(spell) => <div className="spells-actions">{toggle(spell, true)}</div>}
      />
    </>
  );
}
