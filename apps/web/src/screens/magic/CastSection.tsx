import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type {
  Character as RulesCharacter,
  CharacterSpell,
  DerivedCharacter,
  SlotChoice,
  Transition,
} from '@hearth/rules';
import {
  castingOptions,
  castSpell,
  concentrate,
  PACT_ROW,
  slotsLeft,
  spellDamage,
  spellHealing,
  spendResource,
} from '@hearth/rules';

import { Link } from '../../components/link/RouterLink.tsx';
import { showToast } from '../../components/toast/toastStore.ts';
import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import { slotPools } from '../../data/characters/spells.ts';
import { useRulesTexts } from '../../i18n/problemText.ts';
import { useSheetActions } from '../sheet/useSheetActions.ts';
import { diceWithBonus, signed, useMagicTexts, withSpellTitles } from './useMagicTexts.ts';

import './Cast.css';

const keyOf = (choice: SlotChoice) => `${choice.row}-${choice.level}`;

/** Casting without a slot still makes a concentration spell the one concentrated on. */
function castWithoutSlot(character: RulesCharacter, entry: CharacterSpell): Transition {
  return entry.spell.concentration
    ? concentrate(character, entry.spell.id)
    : { character, messages: [] };
}

/**
 * The Cast part of the spell drawer (spec §4 Casting): the casting class's save DC and spell
 * attack; cantrips cast free; levelled spells offer only the slots still available (regular
 * levels and the pact slot) with the dice at the chosen level; free castings a feature gives;
 * rituals and at-will spells without a slot; the rules' message when no slot is left.
 */
export function CastSection({
  entry,
  character,
  sheet,
}: {
  entry: CharacterSpell;
  character: Character;
  sheet: DerivedCharacter;
}) {
  const { t } = useTranslation('magic');
  const texts = useMagicTexts();
  const rulesTexts = useRulesTexts();
  const run = useSheetActions(character);
  const catalogue = useRulesCatalogue().data;
  const [picked, setPicked] = useState<string | null>(null);
  const titleId = useId();
  const spell = entry.spell;
  const titleOf = (id: string) => catalogue?.spells.get(id)?.title ?? id;
  const pools = slotPools(sheet);
  const options = castingOptions(character, pools, spell.level);
  const choice = options.find((option) => keyOf(option) === picked) ?? options[0];
  const slotLevel = spell.level === 0 ? 0 : (choice?.level ?? spell.level);
  const damage = spellDamage(spell, { slotLevel, characterLevel: sheet.level });
  const healing = spellHealing(spell, Math.max(slotLevel, spell.level));
  const modifier = entry.ability ? sheet.abilities[entry.ability].mod : 0;
  const usesKey = entry.granted?.uses?.key;
  const free = usesKey ? sheet.resources.find((resource) => resource.key === usesKey) : undefined;
  const concentratingOn = (character.options.concentration ?? []).find((id) => id !== spell.id);
  const classTitle = entry.classId ? catalogue?.classes.get(entry.classId)?.title : undefined;

  const optionText = (option: SlotChoice) => {
    const left = slotsLeft(character, pools, option);
    return option.row === PACT_ROW
      ? t('cast.pactOption', { level: option.level, left })
      : t('cast.slotOption', { level: option.level, left });
  };
  const apply = (outcome: Transition, done: string) => {
    const titled = withSpellTitles(outcome, titleOf);
    run(() => titled);
    if (!outcome.messages.some((message) => message.level === 'error')) {
      showToast('success', done);
    }
  };
  const castWithSlot = () => {
    const outcome = castSpell(character, spell, pools, choice);
    const done =
      spell.level === 0
        ? t('cast.doneCantrip', { spell: spell.title })
        : choice?.row === PACT_ROW
          ? t('cast.donePact', { spell: spell.title, level: choice.level })
          : t('cast.doneSlot', { spell: spell.title, level: choice?.level ?? spell.level });
    apply(outcome, done);
  };
  const castFree = () => {
    if (!free) return;
    const spent = spendResource(character, free);
    // No use left: the rules' message, and nothing cast.
    const outcome = spent.messages.length > 0 ? spent : castWithoutSlot(spent.character, entry);
    apply(outcome, t('cast.doneFree', { spell: spell.title }));
  };

  const canCast = entry.castable || entry.ritualOnly;
  const ritual = spell.ritual && spell.level > 0 && canCast;
  const atWill = entry.source === 'atwill' && spell.level > 0;

  return (
    <section className="cast" aria-labelledby={titleId}>
      <h3 id={titleId} className="eyebrow">
        {t('cast.title')}
      </h3>
      {(entry.ability || classTitle) && (
        <p className="cast__class">
          {[classTitle, entry.ability && texts.translate(`character:abilities.${entry.ability}`)]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      <dl className="cast__numbers">
        {entry.saveDc && (
          <div>
            <dt>
              {spell.save
                ? t('cast.saveOf', { ability: texts.ability(spell.save.ability) })
                : t('cast.saveDc')}
            </dt>
            <dd data-testid="cast-dc">{entry.saveDc.value}</dd>
          </div>
        )}
        {entry.attackBonus && (
          <div>
            <dt>{t('cast.attack')}</dt>
            <dd data-testid="cast-attack">{signed(entry.attackBonus.value)}</dd>
          </div>
        )}
        {damage.length > 0 && (
          <div className="cast__wide">
            <dt>
              {spell.level === 0
                ? t('cast.damageAtCharacter', { level: sheet.level })
                : t('cast.damageAt', { level: slotLevel })}
            </dt>
            <dd data-testid="cast-damage">{texts.rolls(damage)}</dd>
          </div>
        )}
        {healing && (
          <div className="cast__wide">
            <dt>{t('cast.healingAt', { level: Math.max(slotLevel, spell.level) })}</dt>
            <dd data-testid="cast-healing">
              {healing.addModifier ? diceWithBonus(healing.dice, modifier) : healing.dice}
            </dd>
          </div>
        )}
      </dl>

      {!canCast && (
        <p className="sheet-note">
          {t('cast.bookOnly')}{' '}
          <Link to="/spells" replace>
            {t('cast.toSpells')}
          </Link>
        </p>
      )}

      {spell.concentration && concentratingOn && canCast && (
        <p className="sheet-warning">{t('cast.replaces', { spell: titleOf(concentratingOn) })}</p>
      )}

      {entry.castable && spell.level === 0 && (
        <button type="button" className="button button--primary" onClick={castWithSlot}>
          {t('cast.cast')}
        </button>
      )}

      {entry.castable && spell.level > 0 && (
        <>
          {options.length === 0 ? (
            <p className="sheet-warning" role="status">
              {rulesTexts.message({ key: 'casting.no-slot', params: { level: spell.level } })}
            </p>
          ) : (
            <>
              {options.length > 1 && (
                <div
                  className="segmented cast__slots"
                  role="radiogroup"
                  aria-label={t('cast.slot')}
                >
                  {options.map((option) => {
                    const on = choice !== undefined && keyOf(option) === keyOf(choice);
                    return (
                      <button
                        key={keyOf(option)}
                        type="button"
                        role="radio"
                        aria-checked={on}
                        className={
                          on ? 'segmented__option segmented__option--on' : 'segmented__option'
                        }
                        onClick={() => setPicked(keyOf(option))}
                      >
                        {optionText(option)}
                      </button>
                    );
                  })}
                </div>
              )}
              {options.length === 1 && choice && (
                <p className="cast__only-slot">{optionText(choice)}</p>
              )}
              <button type="button" className="button button--primary" onClick={castWithSlot}>
                {choice?.row === PACT_ROW
                  ? t('cast.withPact', { level: choice.level })
                  : t('cast.withSlot', { level: choice?.level ?? spell.level })}
              </button>
            </>
          )}
        </>
      )}

      {free && (
        <button
          type="button"
          className="button"
          disabled={free.max > 0 && free.used >= free.max}
          onClick={castFree}
        >
          {t('cast.free', { left: Math.max(0, free.max - free.used), max: free.max })}
        </button>
      )}

      {atWill && (
        <button
          type="button"
          className="button"
          onClick={() =>
            apply(castWithoutSlot(character, entry), t('cast.doneAtWill', { spell: spell.title }))
          }
        >
          {t('cast.atWill')}
        </button>
      )}

      {ritual && (
        <button
          type="button"
          className="button"
          onClick={() =>
            apply(castWithoutSlot(character, entry), t('cast.doneRitual', { spell: spell.title }))
          }
        >
          {t('cast.ritual')}
        </button>
      )}
    </section>
  );
}
