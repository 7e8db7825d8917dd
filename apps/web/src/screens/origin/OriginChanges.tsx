import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type {
  GrantedThings,
  ProficiencyLevel,
  RulesCatalogue,
  SheetChanges,
  ValueChange,
} from '@hearth/rules';
import { ABILITIES, backgroundBonusKey, countIncreases, noSheetChanges } from '@hearth/rules';

import { useRuleEntries } from '../wizard/catalogueText.ts';
import type { WizardDraft } from '../wizard/wizardDraft.ts';

const signed = (value: number) => (value >= 0 ? `+${value}` : `−${Math.abs(value)}`);

const GRANTED_KINDS = [
  'features',
  'spells',
  'saves',
  'skills',
  'tools',
  'languages',
  'weapons',
  'armor',
  'senses',
  'resistances',
] as const satisfies readonly (keyof GrantedThings)[];

/** One number that moves: its name, then before → after (the arrow is read as "to"). */
function Row({
  label,
  change,
  format = String,
}: {
  label: string;
  change: ValueChange;
  format?: (value: number) => string;
}) {
  const { t } = useTranslation('origin');
  const direction = change.after > change.before ? 'up' : 'down';
  return (
    <li className="origin-change">
      <span className="origin-change__label">{label}</span>
      <span className={`origin-change__values origin-change__values--${direction}`}>
        <span>{format(change.before)}</span>
        <span aria-label={t('changes.to')} role="img">
          →
        </span>
        <strong>{format(change.after)}</strong>
      </span>
    </li>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="origin-group">
      <h3 className="origin-group__title">{title}</h3>
      <ul className="origin-group__list">{children}</ul>
    </section>
  );
}

/**
 * What a correction changes on the sheet (the rules' `sheetChanges`): scores and modifiers,
 * saves and skills, the header's numbers, spellcasting, and what comes and goes with the origin.
 */
export function OriginChanges({
  changes,
  backgroundChanged,
  draft,
  catalogue,
  children,
}: {
  changes: SheetChanges;
  backgroundChanged: boolean;
  draft: WizardDraft;
  catalogue: RulesCatalogue;
  /** Offers about what changes (the recommended maximum HP). */
  children?: ReactNode;
}) {
  const { t } = useTranslation(['origin', 'character', 'wizard', 'magic']);
  const rules = useRuleEntries();
  const ability = (id: string) => t(`character:abilities.short.${id as 'str'}`);
  const proficiency = (level: ProficiencyLevel) => t(`proficiency.${level}`);

  const nameOf = (kind: keyof GrantedThings, id: string): string => {
    switch (kind) {
      case 'spells':
        return catalogue.spells.get(id)?.title ?? id;
      case 'tools':
        return catalogue.items.get(id)?.title ?? id;
      case 'saves':
        return t(`character:abilities.${id as 'str'}`);
      case 'senses':
        return t(`senses.${id as 'darkvision'}`, { defaultValue: id });
      case 'resistances': {
        // The damage types are lower case for use inside a sentence; here each stands alone.
        const name = t(`magic:damageTypes.${id as 'poison'}`, { defaultValue: id });
        return name.charAt(0).toLocaleUpperCase() + name.slice(1);
      }
      case 'weapons':
        return t(`weapons.${id as 'simple'}`, {
          defaultValue: catalogue.items.get(id)?.title ?? id,
        });
      case 'armor':
        return t(`armor.${id as 'light'}`, { defaultValue: id });
      default:
        return rules.title(id);
    }
  };
  // A feature that both goes and comes (the Sage's Magic Initiate for the Acolyte's) is told
  // apart by the origin it comes with.
  const bothWays = new Set(
    changes.gained.features
      .map((feature) => feature.title)
      .filter((title) => changes.lost.features.some((lost) => lost.title === title)),
  );
  const originOf = (path: string) => {
    const owners = [...catalogue.backgrounds.values(), ...catalogue.species.values()];
    return owners.find((owner) => path.startsWith(`${owner.id}-`))?.title;
  };
  const featureName = (feature: GrantedThings['features'][number]) => {
    const origin = bothWays.has(feature.title) ? originOf(feature.path) : undefined;
    return origin ? `${feature.title} (${origin})` : feature.title;
  };
  const things = (granted: GrantedThings) =>
    GRANTED_KINDS.flatMap((kind) => {
      const names =
        kind === 'features'
          ? granted.features.map(featureName)
          : granted[kind].map((id) => nameOf(kind, id));
      return names.length > 0 ? [{ kind, names }] : [];
    });

  const bonus = draft.background
    ? countIncreases(draft.options[backgroundBonusKey(draft.background)])
    : {};
  const increase = ABILITIES.filter((each) => bonus[each])
    .map((each) => `${ability(each)} +${bonus[each]}`)
    .join(', ');
  const gained = things(changes.gained);
  const lost = things(changes.lost);

  return (
    <section className="card origin-changes" aria-labelledby="origin-changes-title">
      <h2 id="origin-changes-title" className="eyebrow card__title">
        {t('changes.title')}
      </h2>
      {noSheetChanges(changes) && <p className="sheet-note">{t('changes.none')}</p>}
      {backgroundChanged && increase && (
        <p className="origin-notice">{t('changes.increaseReset', { increase })}</p>
      )}
      {changes.abilities.length > 0 && (
        <Group title={t('changes.abilities')}>
          {changes.abilities.map((change) => (
            <li key={change.ability} className="origin-change">
              <span className="origin-change__label">
                {t(`character:abilities.${change.ability}`)}
              </span>
              <span
                className={`origin-change__values origin-change__values--${
                  change.score.after > change.score.before ? 'up' : 'down'
                }`}
              >
                <span>
                  {change.score.before} ({signed(change.mod.before)})
                </span>
                <span aria-label={t('changes.to')} role="img">
                  →
                </span>
                <strong>
                  {change.score.after} ({signed(change.mod.after)})
                </strong>
              </span>
            </li>
          ))}
        </Group>
      )}
      {changes.numbers.length > 0 && (
        <Group title={t('changes.numbers')}>
          {changes.numbers.map((change) => (
            <Row
              key={change.key}
              label={t(`numbers.${change.key}`)}
              change={change}
              format={
                change.key === 'initiative'
                  ? signed
                  : change.key === 'size'
                    ? (size) => t(`wizard:species.sizes.${String(size) as '2'}`)
                    : String
              }
            />
          ))}
        </Group>
      )}
      {changes.spellcasting.length > 0 && (
        <Group title={t('changes.spellcasting')}>
          {changes.spellcasting.flatMap((change) => {
            const cls = catalogue.classes.get(change.classId)?.title ?? change.classId;
            return [
              change.saveDc.before !== change.saveDc.after && (
                <Row
                  key={`${change.classId}-dc`}
                  label={t('changes.spellDc', { class: cls })}
                  change={change.saveDc}
                />
              ),
              change.attack.before !== change.attack.after && (
                <Row
                  key={`${change.classId}-attack`}
                  label={t('changes.spellAttack', { class: cls })}
                  change={change.attack}
                  format={signed}
                />
              ),
            ];
          })}
        </Group>
      )}
      {changes.saves.length > 0 && (
        <Group title={t('changes.saves')}>
          {changes.saves.map((change) => (
            <Row
              key={change.ability}
              label={t(`character:abilities.${change.ability}`)}
              change={change.value}
              format={signed}
            />
          ))}
        </Group>
      )}
      {changes.skills.length > 0 && (
        <Group title={t('changes.skills')}>
          {changes.skills.map((change) => (
            <li key={change.skill} className="origin-change">
              <span className="origin-change__label">
                {rules.title(change.skill)}
                {change.proficiency.before !== change.proficiency.after && (
                  <span className="origin-change__note">
                    {proficiency(change.proficiency.before)} →{' '}
                    {proficiency(change.proficiency.after)}
                  </span>
                )}
              </span>
              <span
                className={`origin-change__values origin-change__values--${
                  change.value.after > change.value.before ? 'up' : 'down'
                }`}
              >
                <span>{signed(change.value.before)}</span>
                <span aria-label={t('changes.to')} role="img">
                  →
                </span>
                <strong>{signed(change.value.after)}</strong>
              </span>
            </li>
          ))}
        </Group>
      )}
      {gained.length > 0 && (
        <Group title={t('changes.gained')}>
          {gained.map(({ kind, names }) => (
            <li key={kind} className="origin-thing origin-thing--gained">
              <span className="origin-change__label">{t(`kinds.${kind}`)}</span>
              <span>{names.join(', ')}</span>
            </li>
          ))}
        </Group>
      )}
      {lost.length > 0 && (
        <Group title={t('changes.lost')}>
          {lost.map(({ kind, names }) => (
            <li key={kind} className="origin-thing origin-thing--lost">
              <span className="origin-change__label">{t(`kinds.${kind}`)}</span>
              <span>{names.join(', ')}</span>
            </li>
          ))}
        </Group>
      )}
      {children}
    </section>
  );
}
