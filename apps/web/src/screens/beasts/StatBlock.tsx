import type { ReactNode } from 'react';

import type { Beast } from '@hearth/content';
import { abilityModifier } from '@hearth/rules';

import { EnglishTextMark } from '../../components/EnglishTextMark.tsx';
import { MarkdownText } from '../../components/MarkdownText.tsx';
import type { BeastTexts } from './useBeastTexts.ts';
import { signed, useBeastTexts } from './useBeastTexts.ts';

const ABILITIES = ['str', 'dex', 'con', 'int', 'wis', 'cha'] as const;
const KINDS = ['action', 'bonus', 'reaction', 'legendary'] as const;

type Action = Beast['actions'][number];

/** "+4 to hit · reach 5 ft · 5 (1d6+2) Piercing" from the action's data. */
export function attackLine(action: Action, texts: BeastTexts): string | undefined {
  const { attack } = action;
  if (!attack) return undefined;
  const { t } = texts;
  const where =
    attack.reach !== undefined
      ? t('beasts:statBlock.reach', { value: attack.reach })
      : attack.range
        ? attack.range.long
          ? t('beasts:statBlock.rangeLong', attack.range)
          : t('beasts:statBlock.range', attack.range)
        : '';
  const damage = attack.damage
    .map((part) =>
      t('beasts:statBlock.damage', {
        average: part.average,
        dice: part.dice,
        type: texts.damage(part.type),
      }),
    )
    .join(' + ');
  return [t('beasts:statBlock.toHit', { bonus: signed(attack.bonus) }), where, damage]
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

/**
 * A beast's stat block as the bestiary gives it: size, type and alignment, AC, HP and its dice,
 * speeds, the six abilities with their modifiers, saves, skills, senses, languages, CR with XP
 * and PB, traits and actions (attacks with their bonus and damage). `before` goes under the
 * line (what Wild Shape says of it), `actions` at the end (the page's buttons).
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
      ['resistances', beast.resistances?.map(texts.damage)],
      ['immunities', beast.immunities?.map(texts.damage)],
      ['vulnerabilities', beast.vulnerabilities?.map(texts.damage)],
      ['conditionImmunities', beast.condition_immunities],
    ] as const
  ).filter(([, list]) => list && list.length > 0);
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
          <span className="stat-block__muted stat-block__sub">
            {t('beasts:statBlock.xp')} {beast.xp} · {t('beasts:statBlock.pb')}{' '}
            {signed(beast.proficiency_bonus)}
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
      </dl>
      <EnglishTextMark />
      {beast.traits.length > 0 && (
        <section className="stat-block__section">
          <h3 className="eyebrow">{t('beasts:statBlock.traits')}</h3>
          {beast.traits.map((trait) => (
            <div key={trait.id} className="stat-block__entry">
              <p className="stat-block__entry-title">
                <strong>{trait.title}</strong>
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
          <section key={kind} className="stat-block__section">
            <h3 className="eyebrow">
              {t(`beasts:statBlock.${kind === 'action' ? 'actions' : kind}`)}
            </h3>
            {list.map((action) => (
              <ActionEntry key={action.id} action={action} texts={texts} />
            ))}
          </section>
        );
      })}
      {actions}
    </div>
  );
}

function ActionEntry({ action, texts }: { action: Action; texts: BeastTexts }) {
  const attack = attackLine(action, texts);
  const limits = [
    action.recharge !== undefined &&
      texts.t('beasts:statBlock.recharge', { from: action.recharge }),
    action.uses_per_day !== undefined &&
      texts.t('beasts:statBlock.perDay', { count: action.uses_per_day }),
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
      <MarkdownText className="stat-block__text" text={action.description} />
    </div>
  );
}
