import { memo } from 'react';
import { useTranslation } from 'react-i18next';

import type { CampaignCharacter } from '@hearth/contract';

import { CharacterAvatar } from '../character/CharacterAvatar.tsx';
import { RemoveHintButton } from '../inventory/RemoveHintButton.tsx';
import type { PartyNames } from './usePartyNames.ts';

type State = 'bloodied' | 'dying' | 'stable' | 'dead' | 'unconscious';

/** The one state a card is marked with, the gravest first. */
export function partyState({ party }: Pick<CampaignCharacter, 'party'>): State | null {
  if (party.vital !== 'up') return party.vital;
  if (party.unconscious) return 'unconscious';
  return party.hp.bloodied ? 'bloodied' : null;
}

/** Up to three pips, so many filled. */
function Pips({ count, label, kind }: { count: number; label: string; kind: 'ok' | 'bad' }) {
  return (
    <span className="party-card__pips" role="img" aria-label={label}>
      {[0, 1, 2].map((index) => (
        <span
          key={index}
          className={index < count ? `party-card__pip party-card__pip--${kind}` : 'party-card__pip'}
        />
      ))}
    </span>
  );
}

/**
 * One character of the party view: name, player, class and level; HP as a bar and numbers with
 * temp HP; bloodied, unconscious, dying, stable or dead marked; AC, the passives, speed,
 * conditions, concentration, spell save DCs and, at 0 HP, the death saves; a Wild Shape form
 * (its AC, speed and passives are the form's, from the server's digest).
 */
export const PartyCard = memo(function PartyCard({
  character,
  names,
  onOpen,
  onRemove,
  removeDisabled,
}: {
  character: CampaignCharacter;
  names: PartyNames;
  onOpen: () => void;
  onRemove: (() => void) | undefined;
  removeDisabled: boolean;
}) {
  const { t } = useTranslation('campaigns');
  const { party } = character;
  const { hp } = party;
  const state = partyState(character);
  const scale = Math.max(hp.max, hp.current + hp.temp, 1);
  const percent = (value: number) => `${Math.min(100, Math.max(0, (value / scale) * 100))}%`;
  const down = party.vital !== 'up';
  const chips =
    party.exhaustion > 0 && !party.conditions.includes('exhaustion')
      ? [...party.conditions, 'exhaustion']
      : party.conditions;
  return (
    <li
      className={state ? `party-card party-card--${state}` : 'party-card'}
      aria-label={character.name}
    >
      <div className="party-card__top">
        <button type="button" className="party-card__open" onClick={onOpen}>
          <CharacterAvatar character={character} size={40} />
          <span className="party-card__who">
            <strong>{character.name}</strong>
            <span>{names.classLine(party)}</span>
            <span>{character.player ?? t('party.unknownPlayer')}</span>
          </span>
        </button>
        {state && (
          <span className={`party-card__state party-card__state--${state}`}>
            {t(`party.state.${state}`)}
          </span>
        )}
      </div>

      <div className="party-card__hp" aria-label={t('party.hp')}>
        <div className="party-card__bar" aria-hidden="true">
          <span className="party-card__fill" style={{ width: percent(hp.current) }} />
          {hp.temp > 0 && (
            <span
              className="party-card__temp"
              style={{ left: percent(hp.current), width: percent(hp.temp) }}
            />
          )}
        </div>
        <span className="party-card__hp-text">
          <strong data-testid="party-hp">
            {t('party.hpValue', { current: hp.current, max: hp.max })}
          </strong>
          {hp.temp > 0 && (
            <span className="party-card__temp-text">{t('party.temp', { temp: hp.temp })}</span>
          )}
        </span>
      </div>

      {down && party.vital !== 'dead' && (
        <div className="party-card__saves">
          <span>{t('party.deathSaves')}</span>
          <Pips
            count={party.death_saves.successes}
            kind="ok"
            label={t('party.successes', { count: party.death_saves.successes })}
          />
          <Pips
            count={party.death_saves.failures}
            kind="bad"
            label={t('party.failures', { count: party.death_saves.failures })}
          />
        </div>
      )}

      <dl className="party-card__stats">
        <div>
          <dt>{t('party.ac')}</dt>
          <dd data-testid="party-ac">{party.ac}</dd>
        </div>
        <div>
          <dt>{t('party.perception')}</dt>
          <dd data-testid="party-perception">{party.passive.perception}</dd>
        </div>
        <div>
          <dt>{t('party.insight')}</dt>
          <dd>{party.passive.insight}</dd>
        </div>
        <div>
          <dt>{t('party.investigation')}</dt>
          <dd>{party.passive.investigation}</dd>
        </div>
        <div>
          <dt>{t('party.speed')}</dt>
          <dd>{party.speed}</dd>
        </div>
        {party.spell_save_dc.length > 0 && (
          <div>
            <dt>{t('party.saveDc')}</dt>
            <dd>{party.spell_save_dc.map((entry) => entry.dc).join('/')}</dd>
          </div>
        )}
      </dl>

      {party.wild_shape && (
        <p className="party-card__concentration" data-testid="party-wild-shape">
          {t('party.wildShape', { form: party.wild_shape.title })}
        </p>
      )}
      {party.concentration && (
        <p className="party-card__concentration">
          {t('party.concentration', { spell: names.spell(party.concentration) })}
        </p>
      )}
      {chips.length > 0 && (
        <ul className="party-card__chips" aria-label={t('party.conditions')}>
          {chips.map((id) => (
            <li key={id} className="tag tag--warning">
              {names.condition(id, party)}
            </li>
          ))}
        </ul>
      )}
      {onRemove && (
        <RemoveHintButton
          className="button button--ghost party-card__remove"
          label={t('party.remove', { name: character.name })}
          hint={t('party.removeHint')}
          disabled={removeDisabled}
          onConfirm={onRemove}
        />
      )}
    </li>
  );
});
