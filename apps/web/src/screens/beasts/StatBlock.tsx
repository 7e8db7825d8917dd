import type { ReactNode } from 'react';

import type { Beast } from '@hearth/content';
import { abilityModifier } from '@hearth/rules';

import { EnglishTextMark } from '../../components/EnglishTextMark.tsx';
import { MarkdownText } from '../../components/MarkdownText.tsx';
import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import { useRuleTitles } from '../sheet/useRuleTitles.ts';
import type { BeastTexts } from './useBeastTexts.ts';
import { signed, useBeastTexts } from './useBeastTexts.ts';

const ABILITIES = ['str', 'dex', 'con', 'int', 'wis', 'cha'] as const;
const KINDS = ['action', 'bonus', 'reaction', 'legendary'] as const;

type Action = Beast['actions'][number];

/**
 * "Melee · +4 to hit · reach 5 ft · 5 (1d6+2) Piercing" from the action's data; an attack that
 * is melee or ranged (a thrown spear) gives its reach and its range.
 */
export function attackLine(action: Action, texts: BeastTexts): string | undefined {
  const { attack } = action;
  if (!attack) return undefined;
  const { t } = texts;
  const reach =
    attack.reach !== undefined ? t('beasts:statBlock.reach', { value: attack.reach }) : '';
  const range = attack.range
    ? attack.range.long
      ? t('beasts:statBlock.rangeLong', attack.range)
      : t('beasts:statBlock.range', attack.range)
    : '';
  const where =
    reach && range ? t('beasts:statBlock.reachOrRange', { reach, range }) : reach || range;
  const damage = attack.damage
    .map((part) =>
      t('beasts:statBlock.damage', {
        average: part.average,
        dice: part.dice,
        type: texts.damage(part.type),
      }),
    )
    .join(' + ');
  return [
    t(`beasts:statBlock.attackTypes.${attack.type}`),
    t('beasts:statBlock.toHit', { bonus: signed(attack.bonus) }),
    where,
    damage,
  ]
    .filter(Boolean)
    .join(' · ');
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="stat-block__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

type Spellcasting = NonNullable<Action['spellcasting']>;

/**
 * A creature's stat block as the SRD gives it: size, type and alignment, AC, HP and its dice,
 * CR with XP (in its lair too) and PB, speeds, the six abilities with their modifiers, saves,
 * skills, resistances and immunities, senses (telepathy too), languages, gear, traits with their
 * uses a day, actions, bonus actions, reactions, legendary actions with their uses a round and
 * costs, and spellcasting with its spells. `before` goes under the line (what Wild Shape says of
 * it), `actions` at the end (the page's buttons).
 */
export function StatBlock({
  beast,
  before,
  actions,
}: {
  beast: Beast;
  before?: ReactNode;
  actions?: ReactNode;
}) {
  const texts = useBeastTexts();
  const { t } = texts;
  const catalogue = useRulesCatalogue().data;
  const { titleOf: conditionTitle } = useRuleTitles();
  const saves = Object.entries(beast.saving_throws ?? {}).map(
    ([ability, value]) => `${texts.ability(ability)} ${signed(value)}`,
  );
  const skills = Object.entries(beast.skills ?? {}).map(
    ([skill, value]) => `${texts.skill(skill)} ${signed(value)}`,
  );
  const senses = [
    ...texts.senses(beast.senses),
    t('beasts:statBlock.passive', { value: beast.senses.passive_perception }),
  ];
  const defenses = (
    [
      ['vulnerabilities', beast.vulnerabilities?.map(texts.damage)],
      ['resistances', beast.resistances?.map(texts.damage)],
      ['immunities', beast.immunities?.map(texts.damage)],
      ['conditionImmunities', beast.condition_immunities?.map(conditionTitle)],
    ] as const
  ).filter(([, list]) => list && list.length > 0);
  const gear = (beast.gear ?? []).map((id) => catalogue?.items.get(id)?.title ?? words(id));
  const spellTitle = (id: string) => catalogue?.spells.get(id)?.title ?? words(id);
  const xp = texts.number(beast.xp);
  return (
    <div className="stat-block" data-testid="stat-block">
      <p className="stat-block__line">{texts.line(beast)}</p>
      {before}
      <dl className="stat-block__numbers">
        <Fact label={t('beasts:statBlock.ac')}>
          {beast.ac}
          {beast.ac_detail ? ` (${beast.ac_detail})` : ''}
        </Fact>
        <Fact label={t('beasts:statBlock.hp')}>
          {beast.hp.max} ({beast.hp.dice})
        </Fact>
        <Fact label={t('beasts:statBlock.cr')}>
          {texts.cr(beast.cr)}
          <span className="stat-block__muted stat-block__sub" data-testid="stat-block-xp">
            {t('beasts:statBlock.xp')}{' '}
            {beast.xp_lair !== undefined
              ? t('beasts:statBlock.xpLair', { xp, lair: texts.number(beast.xp_lair) })
              : xp}{' '}
            · {t('beasts:statBlock.pb')} {signed(beast.proficiency_bonus)}
          </span>
        </Fact>
      </dl>
      <p className="stat-block__speed">
        <strong>{t('beasts:statBlock.speed')}</strong> {texts.speeds(beast.speed)}
      </p>
      <ul className="stat-block__abilities" aria-label={t('character:sheet.abilities')}>
        {ABILITIES.map((ability) => (
          <li key={ability}>
            <span className="stat-block__ability">{texts.ability(ability)}</span>
            <strong>{beast.abilities[ability]}</strong>
            <span>{signed(abilityModifier(beast.abilities[ability]))}</span>
          </li>
        ))}
      </ul>
      <dl className="stat-block__lines">
        {saves.length > 0 && <Fact label={t('beasts:statBlock.saves')}>{saves.join(', ')}</Fact>}
        {skills.length > 0 && <Fact label={t('beasts:statBlock.skills')}>{skills.join(', ')}</Fact>}
        {defenses.map(([key, list]) => (
          <Fact key={key} label={t(`beasts:statBlock.${key}`)}>
            {list!.join(', ')}
          </Fact>
        ))}
        <Fact label={t('beasts:statBlock.senses')}>{senses.join(', ')}</Fact>
        <Fact label={t('beasts:statBlock.languages')}>
          {beast.languages.length > 0 ? beast.languages.join(', ') : t('beasts:statBlock.none')}
        </Fact>
        {gear.length > 0 && <Fact label={t('beasts:statBlock.gear')}>{gear.join(', ')}</Fact>}
      </dl>
      <EnglishTextMark />
      {beast.traits.length > 0 && (
        <section className="stat-block__section">
          <h3 className="eyebrow">{t('beasts:statBlock.traits')}</h3>
          {beast.traits.map((trait) => (
            <div
              key={trait.id}
              className="stat-block__entry"
              data-testid={`beast-trait-${trait.id}`}
            >
              <p className="stat-block__entry-title">
                <strong>
                  {trait.title}
                  {trait.uses_per_day !== undefined &&
                    ` (${
                      trait.uses_per_day_lair !== undefined
                        ? t('beasts:statBlock.perDayLair', {
                            count: trait.uses_per_day,
                            lair: trait.uses_per_day_lair,
                          })
                        : t('beasts:statBlock.perDay', { count: trait.uses_per_day })
                    })`}
                </strong>
              </p>
              <MarkdownText className="stat-block__text" text={trait.description} />
            </div>
          ))}
        </section>
      )}
      {KINDS.map((kind) => {
        const list = beast.actions.filter((action) => action.kind === kind);
        if (list.length === 0) return null;
        return (
          <section key={kind} className="stat-block__section" data-testid={`beast-${kind}s`}>
            <h3 className="eyebrow">
              {t(`beasts:statBlock.${kind === 'action' ? 'actions' : kind}`)}
            </h3>
            {kind === 'legendary' && beast.legendary && (
              <p className="stat-block__muted" data-testid="legendary-uses">
                {beast.legendary.uses_lair !== undefined
                  ? t('beasts:statBlock.legendaryUsesLair', {
                      count: beast.legendary.uses,
                      lair: beast.legendary.uses_lair,
                    })
                  : t('beasts:statBlock.legendaryUses', { count: beast.legendary.uses })}
              </p>
            )}
            {list.map((action) => (
              <ActionEntry key={action.id} action={action} texts={texts} spellTitle={spellTitle} />
            ))}
          </section>
        );
      })}
      {actions}
    </div>
  );
}

/** A slug as words, for an entry the device's catalogue does not have. */
const words = (slug: string) => slug.replace(/-/g, ' ');

function ActionEntry({
  action,
  texts,
  spellTitle,
}: {
  action: Action;
  texts: BeastTexts;
  spellTitle: (id: string) => string;
}) {
  const { t } = texts;
  const attack = attackLine(action, texts);
  const limits = [
    action.recharge !== undefined && t('beasts:statBlock.recharge', { from: action.recharge }),
    action.uses_per_day !== undefined &&
      t('beasts:statBlock.perDay', { count: action.uses_per_day }),
    action.cost !== undefined && t('beasts:statBlock.cost', { count: action.cost }),
  ].filter(Boolean);
  return (
    <div className="stat-block__entry" data-testid={`beast-action-${action.id}`}>
      <p className="stat-block__entry-title">
        <strong>
          {action.title}
          {limits.length > 0 ? ` (${limits.join(', ')})` : ''}
        </strong>
      </p>
      {attack && <p className="stat-block__attack">{attack}</p>}
      {action.save && (
        <p className="stat-block__attack">
          {t('beasts:statBlock.save', {
            dc: action.save.dc,
            ability: texts.ability(action.save.ability),
          })}
        </p>
      )}
      <MarkdownText className="stat-block__text" text={action.description} />
      {action.spellcasting && (
        <SpellcastingLines
          spellcasting={action.spellcasting}
          texts={texts}
          spellTitle={spellTitle}
        />
      )}
    </div>
  );
}

/** The ability, DC and attack of a creature's spellcasting, then its spells by uses. */
function SpellcastingLines({
  spellcasting,
  texts,
  spellTitle,
}: {
  spellcasting: Spellcasting;
  texts: BeastTexts;
  spellTitle: (id: string) => string;
}) {
  const { t } = texts;
  const numbers = [
    t('beasts:statBlock.spellAbility', { ability: texts.abilityName(spellcasting.ability) }),
    spellcasting.dc !== undefined && t('beasts:statBlock.spellDc', { dc: spellcasting.dc }),
    spellcasting.attack !== undefined &&
      t('beasts:statBlock.spellAttack', { bonus: signed(spellcasting.attack) }),
  ].filter(Boolean);
  const lists: [string, string[]][] = [
    ...(spellcasting.at_will?.length
      ? [[t('beasts:statBlock.atWill'), spellcasting.at_will] as [string, string[]]]
      : []),
    ...(spellcasting.per_day ?? []).map(
      (group) =>
        [
          group.spells.length === 1
            ? t('beasts:statBlock.perDay', { count: group.uses })
            : t('beasts:statBlock.perDayEach', { count: group.uses }),
          group.spells,
        ] as [string, string[]],
    ),
  ];
  return (
    <div className="stat-block__spells" data-testid="beast-spellcasting">
      <p className="stat-block__muted">{numbers.join(' · ')}</p>
      <dl className="stat-block__spell-lists">
        {lists.map(([label, spells]) => (
          <div key={label} className="stat-block__spell-list">
            <dt>{label}:</dt>
            <dd>{spells.map(spellTitle).join(', ')}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
