import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type { CharacterSpell, DerivedCharacter, FeatureAttack, WeaponAttack } from '@hearth/rules';
import { spellDamage } from '@hearth/rules';

import { useCharacterSpells } from '../../data/characters/spells.ts';
import { CharacterGate } from '../character/CharacterGate.tsx';
import { CharacterPage } from '../character/CharacterPage.tsx';
import { FeatureAttackRow, SpellAttackRow, WeaponAttackRow } from './AttackRows.tsx';
import { CastSection } from './CastSection.tsx';
import { ConcentrationBanner } from './ConcentrationBanner.tsx';
import { SpellDrawer } from './SpellDrawer.tsx';

import './Magic.css';

const ACTION_GROUPS = ['action', 'bonus', 'reaction', 'other'] as const;
type ActionGroup = (typeof ACTION_GROUPS)[number];

/** The action type of a casting time or a feature's action: minutes and hours are "Other". */
function actionGroup(time: string | undefined): ActionGroup {
  return time === 'action' || time === 'bonus' || time === 'reaction' ? time : 'other';
}

type Entry =
  | { kind: 'weapon'; attack: WeaponAttack }
  | { kind: 'feature'; attack: FeatureAttack }
  | { kind: 'spell'; entry: CharacterSpell };

/** The damaging spells and cantrips the character can cast now. */
function damagingSpells(spells: readonly CharacterSpell[], sheet: DerivedCharacter) {
  return spells.filter(
    (entry) =>
      entry.castable &&
      spellDamage(entry.spell, { slotLevel: entry.spell.level, characterLevel: sheet.level })
        .length > 0,
  );
}

/**
 * /actions (spec §2): attacks per action on top, then weapon attacks, feature attacks and the
 * damaging spells the character can cast, grouped by action type — Action, Bonus action,
 * Reaction, Other. A spell opens the spell drawer with Cast.
 */
export default function ActionsScreen() {
  return (
    <CharacterGate>
      {(character, sheet) => <Actions character={character} sheet={sheet} />}
    </CharacterGate>
  );
}

function Actions({ character, sheet }: { character: Character; sheet: DerivedCharacter }) {
  const { t } = useTranslation('magic');
  const spells = useCharacterSpells(character, sheet);
  const [openId, setOpenId] = useState<string | null>(null);
  const open = openId ? spells.find((entry) => entry.spell.id === openId) : undefined;
  const entries: (Entry & { group: ActionGroup })[] = [
    ...sheet.attacks.map((attack) => ({
      kind: 'weapon' as const,
      attack,
      group: 'action' as const,
    })),
    ...sheet.featureAttacks.map((attack) => ({
      kind: 'feature' as const,
      attack,
      group: actionGroup(attack.action),
    })),
    ...damagingSpells(spells, sheet).map((entry) => ({
      kind: 'spell' as const,
      entry,
      group: actionGroup(entry.spell.casting_time),
    })),
  ];
  return (
    <CharacterPage character={character} title={t('actions.title')}>
      <ConcentrationBanner character={character} />
      <section className="card actions-summary" aria-label={t('actions.summary')}>
        <div className="stat">
          <span className="stat__label">{t('actions.perAction')}</span>
          <span className="stat__value" data-testid="attacks-per-action">
            {sheet.attacksPerAction.value}
          </span>
        </div>
        {sheet.sneakAttack && (
          <div className="stat">
            <span className="stat__label">{t('actions.sneakAttack')}</span>
            <span className="stat__value" data-testid="sneak-attack">
              {sheet.sneakAttack}
            </span>
          </div>
        )}
      </section>
      {ACTION_GROUPS.map((group) => {
        const inGroup = entries.filter((entry) => entry.group === group);
        if (inGroup.length === 0) return null;
        return (
          <section
            key={group}
            className="card"
            aria-labelledby={`actions-${group}`}
            data-testid={`actions-${group}`}
          >
            <h2 id={`actions-${group}`} className="eyebrow card__title">
              {t(`actions.groups.${group}`)}
            </h2>
            <ul className="attack-list">
              {inGroup.map((entry) =>
                entry.kind === 'weapon' ? (
                  <WeaponAttackRow key={`w-${entry.attack.id}`} attack={entry.attack} />
                ) : entry.kind === 'feature' ? (
                  <FeatureAttackRow
                    key={`f-${entry.attack.key}`}
                    attack={entry.attack}
                    character={character}
                    sheet={sheet}
                  />
                ) : (
                  <SpellAttackRow
                    key={`s-${entry.entry.spell.id}`}
                    entry={entry.entry}
                    sheet={sheet}
                    onOpen={setOpenId}
                  />
                ),
              )}
            </ul>
          </section>
        );
      })}
      <SpellDrawer
        spellId={open ? open.spell.id : null}
        onClose={() => setOpenId(null)}
        actions={
          open && (
            <CastSection key={open.spell.id} entry={open} character={character} sheet={sheet} />
          )
        }
      />
    </CharacterPage>
  );
}
