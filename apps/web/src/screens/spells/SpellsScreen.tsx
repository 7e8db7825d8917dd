import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import type { Character } from '@hearth/contract';
import type { DerivedCharacter } from '@hearth/rules';

import { Link } from '../../components/link/RouterLink.tsx';
import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import { CharacterGate } from '../character/CharacterGate.tsx';
import { CharacterPage } from '../character/CharacterPage.tsx';
import { LocalEdits, useShownCharacter } from '../sheet/localEdits.tsx';
import { ClassSpells } from './ClassSpells.tsx';
import { ExtraSpells } from './ExtraSpells.tsx';

import './Spells.css';

/**
 * /spells (spec character.md §2, §4, §5): each casting class's list up to the highest slot
 * level, with its counters; Prepared (Known for cantrips) up to the allowance, a Wizard's Book,
 * Extra; search, filters, details in a drawer. A multiclass caster switches between its classes.
 */
export default function SpellsScreen() {
  return (
    <CharacterGate>
      {(character, sheet) => <Spells character={character} sheet={sheet} />}
    </CharacterGate>
  );
}

function Spells({
  character: stored,
  sheet: storedSheet,
}: {
  character: Character;
  sheet: DerivedCharacter;
}) {
  const { character, sheet, show } = useShownCharacter(stored, storedSheet);
  const { t } = useTranslation(['spells', 'routes']);
  const { data: catalogue, empty } = useRulesCatalogue();
  const [params, setParams] = useSearchParams();
  const casting = sheet.spellcasting;
  const current = casting.find((cls) => cls.classId === params.get('class')) ?? casting[0];
  const classTitle = (id: string) => catalogue?.classes.get(id)?.title ?? id;
  const hasWarnings = (classId: string) =>
    sheet.problems.some((found) => found.path === `spells.${classId}`);

  let body;
  if (!catalogue) body = <p className="sheet-note">{t('loading')}</p>;
  else if (empty) body = <p className="sheet-note">{t('noCatalogue')}</p>;
  else if (current) {
    body = (
      <ClassSpells
        key={current.classId}
        character={character}
        sheet={sheet}
        catalogue={catalogue}
        cls={current}
      />
    );
  } else body = <ExtraSpells character={character} sheet={sheet} catalogue={catalogue} />;

  return (
    <LocalEdits show={show}>
      <CharacterPage character={character} title={t('routes:title.spells')}>
        {casting.length > 1 && (
          <div className="segmented spells-tabs" role="tablist" aria-label={t('classTabs')}>
            {casting.map((cls) => {
              const selected = cls.classId === current?.classId;
              return (
                <button
                  key={cls.classId}
                  type="button"
                  role="tab"
                  aria-selected={selected}
                  className={
                    selected ? 'segmented__option segmented__option--on' : 'segmented__option'
                  }
                  onClick={() => setParams({ class: cls.classId }, { replace: true })}
                >
                  {classTitle(cls.classId)}
                  {hasWarnings(cls.classId) && <span className="spells-tabs__dot" aria-hidden />}
                </button>
              );
            })}
          </div>
        )}
        {sheet.pactOfTheTome && (
          <Link className="card spells-pact-link" to="/pact-spells">
            {t('pactLink')}
          </Link>
        )}
        {body}
      </CharacterPage>
    </LocalEdits>
  );
}
