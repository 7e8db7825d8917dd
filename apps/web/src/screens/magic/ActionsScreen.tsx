import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type { DerivedCharacter } from '@hearth/rules';

import { useCharacterSpells } from '../../data/characters/spells.ts';
import { loadNamespaces } from '../../i18n/index.ts';
import { CharacterGate } from '../character/CharacterGate.tsx';
import { CharacterPage } from '../character/CharacterPage.tsx';
import { ACTION_GROUPS, actionEntries } from './actionEntries.ts';
import {
  FeatureAttackRow,
  ResourceActionRow,
  SpellAttackRow,
  WeaponAttackRow,
} from './AttackRows.tsx';
import { CastDrawer } from './CastDrawer.tsx';
import { ConcentrationBanner } from './ConcentrationBanner.tsx';

import './Magic.css';

// A druid in a Wild Shape form sees the form's actions: that code loads only then.
const WildShapeActions = lazy(() =>
  Promise.all([import('../beasts/WildShapeActions.tsx'), loadNamespaces(['beasts'])]).then(
    ([module]) => module,
  ),
);

/**
 * /actions (spec §2), for every character: attacks per action on top, then by action type —
 * Action, Bonus action, Reaction, Other — the weapon attacks (every weapon carried at hand, the
 * Light property's extra attack, Martial Arts), feature attacks, resources spent as an action
 * (Second Wind) and the spells of the turn. A spell opens the spell drawer with Cast.
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
  const entries = actionEntries(sheet, spells);
  return (
    <CharacterPage character={character} title={t('actions.title')}>
      <ConcentrationBanner character={character} />
      {sheet.states.includes('wild-shape') && (sheet.classLevels.druid ?? 0) > 0 && (
        <Suspense fallback={null}>
          <WildShapeActions character={character} sheet={sheet} />
        </Suspense>
      )}
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
                ) : entry.kind === 'resource' ? (
                  <ResourceActionRow
                    key={`r-${entry.resource.key}`}
                    resource={entry.resource}
                    character={character}
                  />
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
      <CastDrawer
        entry={open}
        character={character}
        sheet={sheet}
        onClose={() => setOpenId(null)}
      />
    </CharacterPage>
  );
}
