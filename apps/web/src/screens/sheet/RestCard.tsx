import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type { DerivedCharacter, Message } from '@hearth/rules';
import { longRest, shortRest, spendHitDice } from '@hearth/rules';

import { Drawer } from '../../components/drawer/Drawer.tsx';
import { HoldButton } from '../../components/HoldButton.tsx';
import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import { useRulesTexts } from '../../i18n/problemText.ts';
import { useLocalEdit } from './localEdits.tsx';
import { hitDiceSpentSince } from './restSummary.ts';
import { useSheetActions } from './useSheetActions.ts';

export type RestKind = 'short' | 'long';

/**
 * Hit dice per class and the two rests (spec §4). The card shows the hit dice alone and is
 * memoised on them; the rest drawer it opens is drawn by the screen (`RestDrawer`), which has
 * the latest character (issue 16).
 */
export const RestCard = memo(function RestCard({
  hitDice,
  onRest,
}: {
  hitDice: DerivedCharacter['hitDice'];
  onRest: (kind: RestKind) => void;
}) {
  const { t } = useTranslation('character');
  return (
    <section className="card" aria-labelledby="rest-title">
      <h2 id="rest-title" className="eyebrow card__title">
        {t('sheet.hitDice')}
      </h2>
      <p className="hit-dice" data-testid="hit-dice">
        {hitDice
          .map((dice) =>
            t('sheet.hitDiceValue', {
              available: dice.available,
              total: dice.total,
              die: dice.die,
            }),
          )
          .join(' · ')}
      </p>
      <div className="rest-buttons">
        <button type="button" className="button" onClick={() => onRest('short')}>
          {t('rest.short')}
        </button>
        <button type="button" className="button" onClick={() => onRest('long')}>
          {t('rest.long')}
        </button>
      </div>
    </section>
  );
});

/** A rest, held 500 ms, with what it restored; spending hit dice on a short one (spec §4). */
export function RestDrawer({
  kind,
  character,
  sheet,
  onClose,
}: {
  kind: RestKind;
  character: Character;
  sheet: DerivedCharacter;
  onClose: () => void;
}) {
  const { t } = useTranslation('character');
  const texts = useRulesTexts();
  const edit = useLocalEdit();
  const run = useSheetActions(character);
  const [summary, setSummary] = useState<Message[] | null>(null);
  const [roll, setRoll] = useState(true);
  // The character as the drawer opened: the summary counts the hit dice spent since then.
  const [start] = useState(character);
  const spells = useRulesCatalogue().data?.spells;
  const rest = () => {
    if (!spells) return;
    // Item charges regained by dice (a wand's 1d6 + 1) are rolled like the hit dice, or taken
    // as the average when the player keeps rolls off.
    const random = roll ? Math.random : undefined;
    const outcome =
      kind === 'short'
        ? shortRest(character, sheet.resources, spells, random)
        : longRest(character, sheet.resources, spells, random);
    edit(character, outcome.character);
    const spent = hitDiceSpentSince(start, character);
    setSummary(spent ? [spent, ...outcome.messages] : outcome.messages);
  };
  return (
    <Drawer open onClose={onClose} title={t(kind === 'short' ? 'rest.short' : 'rest.long')}>
      <div className="form-stack">
        {summary ? (
          <div role="status" data-testid="rest-summary">
            <h3 className="eyebrow">{t('rest.summary')}</h3>
            {summary.length === 0 ? (
              <p>{t('rest.nothing')}</p>
            ) : (
              <ul className="rest-summary">
                {summary.map((message, index) => (
                  <li key={index}>{texts.message(message)}</li>
                ))}
              </ul>
            )}
          </div>
        ) : (
          <>
            <p>{t(kind === 'short' ? 'rest.shortHelp' : 'rest.longHelp')}</p>
            {kind === 'short' && (
              <>
                <label className="field field--inline">
                  <span>{t('rest.rolled')}</span>
                  <input
                    type="checkbox"
                    className="switch"
                    checked={roll}
                    onChange={() => setRoll(!roll)}
                  />
                </label>
                <div className="rest-buttons">
                  {sheet.hitDice.map((dice) => (
                    <button
                      key={dice.classId}
                      type="button"
                      className="button"
                      disabled={dice.available === 0}
                      onClick={() =>
                        run((current) =>
                          spendHitDice(
                            current,
                            {
                              classId: dice.classId,
                              hitDie: dice.die,
                              conModifier: sheet.abilities.con.mod,
                            },
                            1,
                            roll ? Math.random : undefined,
                          ),
                        )
                      }
                    >
                      {t('rest.spend', { die: `d${dice.die}` })} ({dice.available})
                    </button>
                  ))}
                </div>
              </>
            )}
            <HoldButton className="button button--primary" disabled={!spells} onHold={rest}>
              {t('rest.hold')}
            </HoldButton>
          </>
        )}
      </div>
    </Drawer>
  );
}
