import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type {
  CharacterSpell,
  DerivedCharacter,
  FeatureAttack,
  ResourceView,
  WeaponAttack,
} from '@hearth/rules';
import { lowestSlotLevel, spellDamage, spellHealing } from '@hearth/rules';

import { slotPools } from '../../data/characters/spells.ts';
import { useSpellLine } from './SpellDetails.tsx';
import { UsesPips } from './SpellList.tsx';
import { diceWithBonus, signed, useMagicTexts } from './useMagicTexts.ts';

import './Actions.css';

/** A weapon attack (spec §9): hit bonus, damage dice and bonus, versatile dice, damage type,
 * mastery, reach or range; marked when the weapon is not in hand (drawn as part of the attack)
 * and when it is the Light property's extra attack. */
export function WeaponAttackRow({ attack }: { attack: WeaponAttack }) {
  const { t } = useTranslation('magic');
  const { t: sheetText } = useTranslation('character');
  const texts = useMagicTexts();
  const bonus = attack.damage.bonus.value;
  const title = attack.id === 'unarmed' ? t('actions.unarmed') : attack.title;
  // A thrown melee weapon has both.
  const where = [
    attack.reach && t('actions.reach', { feet: attack.reach }),
    attack.range && t('actions.range', { normal: attack.range.normal, long: attack.range.long }),
  ]
    .filter(Boolean)
    .join(' · ');
  // Armor without training: disadvantage on attack rolls with STR or DEX (SRD 5.2 D20 Tests).
  const hampered = (attack.toHit.disadvantage?.length ?? 0) > 0;
  return (
    <li className="attack-row" data-testid={`attack-${attack.id}`}>
      <div className="attack-row__head">
        <span className="attack-row__title">{title}</span>
        <span className="attack-row__roll">
          <span className="attack-row__value" data-testid="to-hit">
            {signed(attack.toHit.value)}
          </span>
          <span className="attack-row__unit">{t('actions.toHit')}</span>
        </span>
      </div>
      <p className="attack-row__line" data-testid="damage">
        {diceWithBonus(attack.damage.dice, bonus)} {texts.damageType(attack.damage.type)}
        {where && <span className="attack-row__muted"> · {where}</span>}
      </p>
      {(attack.damage.versatile ||
        attack.mastery ||
        !attack.proficient ||
        !attack.equipped ||
        attack.offHand ||
        hampered) && (
        <p className="attack-row__tags">
          {hampered && (
            <span className="tag tag--warning" data-testid="attack-disadvantage">
              {sheetText('sheet.disadvantage')}
            </span>
          )}
          {attack.offHand && <span className="tag tag--accent">{t('actions.offHand')}</span>}
          {!attack.equipped && <span className="tag">{t('actions.notHeld')}</span>}
          {attack.damage.versatile && (
            <span className="tag">
              {t('actions.versatile', { dice: diceWithBonus(attack.damage.versatile, bonus) })}
            </span>
          )}
          {attack.mastery && (
            <span className="tag tag--accent">
              {t('actions.mastery', {
                mastery: texts.translate(`masteries.${attack.mastery}`, {
                  defaultValue: attack.mastery,
                }),
              })}
            </span>
          )}
          {!attack.proficient && <span className="tag">{t('actions.notProficient')}</span>}
        </p>
      )}
    </li>
  );
}

/** An attack a feature gives: dice, save DC or hit bonus, range or area, limited uses. */
export function FeatureAttackRow({
  attack,
  character,
  sheet,
}: {
  attack: FeatureAttack;
  character: Character;
  sheet: DerivedCharacter;
}) {
  const { t } = useTranslation('magic');
  const texts = useMagicTexts();
  const uses = attack.uses
    ? sheet.resources.find((resource) => resource.key === attack.uses)
    : undefined;
  const where = attack.area
    ? t('spell.area', {
        feet: attack.area.feet,
        shape: texts.translate(`areas.${attack.area.shape}`, { defaultValue: attack.area.shape }),
      })
    : attack.rangeFeet
      ? t('spell.feet', { feet: attack.rangeFeet })
      : undefined;
  return (
    <li className="attack-row" data-testid={`feature-attack-${attack.key}`}>
      <div className="attack-row__head">
        <span className="attack-row__title">{attack.title}</span>
        {attack.save ? (
          <span className="attack-row__roll">
            <span className="attack-row__value">{attack.save.dc.value}</span>
            <span className="attack-row__unit">
              {t('actions.saveOf', { ability: texts.ability(attack.save.ability) })}
            </span>
          </span>
        ) : (
          attack.toHit && (
            <span className="attack-row__roll">
              <span className="attack-row__value">{signed(attack.toHit.value)}</span>
              <span className="attack-row__unit">{t('actions.toHit')}</span>
            </span>
          )
        )}
      </div>
      <p className="attack-row__line">
        {attack.dice} {attack.damageTypes.map(texts.damageType).join(' / ')}
        {where && <span className="attack-row__muted"> · {where}</span>}
      </p>
      {uses && <UsesPips resource={uses} character={character} label={t('uses.label')} />}
    </li>
  );
}

/**
 * A spell of the turn: its attack bonus or save DC, and its damage or healing at the lowest slot
 * the character casts it with (its own level; a Warlock's pact level).
 */
export function SpellAttackRow({
  entry,
  sheet,
  onOpen,
}: {
  entry: CharacterSpell;
  sheet: DerivedCharacter;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('magic');
  const texts = useMagicTexts();
  const line = useSpellLine();
  const spell = entry.spell;
  // A Warlock's pact slots are all of one level: the dice are those it casts with.
  const slotLevel = lowestSlotLevel(slotPools(sheet), spell.level);
  const damage = spellDamage(spell, { slotLevel, characterLevel: sheet.level });
  const healing = spellHealing(spell, Math.max(slotLevel, spell.level));
  const modifier = healing?.addModifier && entry.ability ? sheet.abilities[entry.ability].mod : 0;
  const rolls =
    damage.length > 0
      ? texts.rolls(damage)
      : healing
        ? t('actions.healing', { dice: diceWithBonus(healing.dice, modifier) })
        : '';
  return (
    <li className="attack-row attack-row--spell" data-testid={`spell-attack-${spell.id}`}>
      <button type="button" className="attack-row__button" onClick={() => onOpen(spell.id)}>
        <span className="attack-row__head">
          <span className="attack-row__title">{spell.title}</span>
          {spell.attack && entry.attackBonus ? (
            <span className="attack-row__roll">
              <span className="attack-row__value">{signed(entry.attackBonus.value)}</span>
              <span className="attack-row__unit">{t('actions.toHit')}</span>
            </span>
          ) : (
            spell.save &&
            entry.saveDc && (
              <span className="attack-row__roll">
                <span className="attack-row__value">{entry.saveDc.value}</span>
                <span className="attack-row__unit">
                  {t('actions.saveOf', { ability: texts.ability(spell.save.ability) })}
                </span>
              </span>
            )
          )}
        </span>
        <span className="attack-row__line" data-testid="damage">
          {rolls}
          <span className="attack-row__muted">
            {rolls && ' · '}
            {line(spell)}
          </span>
        </span>
      </button>
    </li>
  );
}

/**
 * A resource spent as an action of its own (Second Wind, Rage, Bardic Inspiration): its die when
 * it rolls one, and its uses to tick off.
 */
export function ResourceActionRow({
  resource,
  character,
}: {
  resource: ResourceView;
  character: Character;
}) {
  const { t } = useTranslation('magic');
  return (
    <li className="attack-row" data-testid={`resource-${resource.key}`}>
      <div className="attack-row__head">
        <span className="attack-row__title">{resource.title}</span>
        {resource.die && (
          <span className="attack-row__roll">
            <span className="attack-row__value">{resource.die}</span>
          </span>
        )}
      </div>
      {resource.max > 0 && (
        <UsesPips resource={resource} character={character} label={t('uses.label')} />
      )}
    </li>
  );
}
