import { useTranslation } from 'react-i18next';

import type { CampaignCharacter, CharacterSheet } from '@hearth/contract';

import { Drawer } from '../../components/drawer/Drawer.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { useCampaignCharacterActions } from '../../data/campaigns/campaignActions.ts';
import { useFreeCharacters } from '../../data/campaigns/freeCharacters.ts';
import { useCharacterSheet } from '../../data/campaigns/queries.ts';
import { useSkillNames } from '../sheet/useSkillNames.ts';

const ABILITIES = ['str', 'dex', 'con', 'int', 'wis', 'cha'] as const;

const signed = (value: number) => (value >= 0 ? `+${value}` : String(value));

/** A campaign-mate's main numbers from their derived sheet, clearly read-only. */
export function PeekDrawer({
  character,
  onClose,
}: {
  character: CampaignCharacter;
  onClose: () => void;
}) {
  const { t } = useTranslation(['campaigns', 'character']);
  const sheet = useCharacterSheet(character.id);
  return (
    <Drawer open onClose={onClose} title={t('peek.title', { name: character.name })}>
      <div className="form-stack peek">
        <p className="sheet-warning" role="note">
          {t('peek.readOnly')}
        </p>
        {sheet.data ? (
          <SheetNumbers sheet={sheet.data} />
        ) : (
          <p className="sheet-note">{sheet.isError ? t('party.loadFailed') : t('peek.loading')}</p>
        )}
      </div>
    </Drawer>
  );
}

function SheetNumbers({ sheet }: { sheet: CharacterSheet }) {
  const { t } = useTranslation(['campaigns', 'character']);
  const skillName = useSkillNames();
  const skills = Object.entries(sheet.skills).sort(([a], [b]) =>
    skillName(a).localeCompare(skillName(b)),
  );
  return (
    <>
      <dl className="party-card__stats peek__top">
        <div>
          <dt>{t('party.ac')}</dt>
          <dd>{sheet.ac.value}</dd>
        </div>
        <div>
          <dt>{t('party.hp')}</dt>
          <dd>
            {sheet.hp.current}/{sheet.hp.max.value}
          </dd>
        </div>
        <div>
          <dt>{t('peek.initiative')}</dt>
          <dd>{signed(sheet.initiative.value)}</dd>
        </div>
        <div>
          <dt>{t('party.speed')}</dt>
          <dd>{sheet.speed.value}</dd>
        </div>
        <div>
          <dt>{t('peek.proficiency')}</dt>
          <dd>{signed(sheet.proficiencyBonus)}</dd>
        </div>
        {sheet.spellcasting[0] && (
          <div>
            <dt>{t('party.saveDc')}</dt>
            <dd>{sheet.spellcasting[0].saveDc.value}</dd>
          </div>
        )}
      </dl>
      <h3 className="eyebrow">{t('peek.abilities')}</h3>
      <dl className="peek__abilities">
        {ABILITIES.map((ability) => {
          const view = sheet.abilities[ability];
          if (!view) return null;
          return (
            <div key={ability}>
              <dt>{t(`character:abilities.short.${ability}`)}</dt>
              <dd>
                <strong>{view.score.value}</strong> <span>{signed(view.mod)}</span>
              </dd>
              <dd className="peek__save">
                {t('peek.saves')} {signed(view.save.value)}
              </dd>
            </div>
          );
        })}
      </dl>
      <h3 className="eyebrow">{t('peek.skills')}</h3>
      <ul className="peek__skills">
        {skills.map(([id, skill]) => (
          <li key={id} className={skill.proficiency > 0 ? 'peek__skill--proficient' : undefined}>
            <span>{skillName(id)}</span>
            <span>{signed(skill.mod.value)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Brings one of the user's characters that is in no campaign (spec §5) into this one. */
export function AddCharacterDrawer({
  campaignId,
  userId,
  online,
  onClose,
}: {
  campaignId: string;
  userId: string;
  online: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['campaigns', 'common']);
  const { free, pending } = useFreeCharacters(userId);
  const { add } = useCampaignCharacterActions(campaignId);
  return (
    <Drawer open onClose={onClose} title={t('party.addTitle')}>
      <CharacterChoice
        free={free}
        pending={pending}
        disabled={!online || add.isPending}
        onPick={(character) =>
          add.mutate(character.id, {
            onSuccess: () => {
              toast.success(t('party.added', { name: character.name }));
              onClose();
            },
            onError: (error) => toast.error(error),
          })
        }
      />
    </Drawer>
  );
}

/** The free characters as buttons (also the join page's next step). */
export function CharacterChoice({
  free,
  pending,
  disabled,
  onPick,
}: {
  free: readonly { id: string; name: string }[];
  pending: boolean;
  disabled: boolean;
  onPick: (character: { id: string; name: string }) => void;
}) {
  const { t } = useTranslation(['campaigns', 'common']);
  if (pending) return <p className="sheet-note">{t('common:loading')}</p>;
  if (free.length === 0) return <p className="sheet-note">{t('party.addNone')}</p>;
  return (
    <ul className="campaign-choice">
      {free.map((character) => (
        <li key={character.id}>
          <button
            type="button"
            className="button campaign-choice__option"
            disabled={disabled}
            onClick={() => onPick(character)}
          >
            {character.name}
          </button>
        </li>
      ))}
    </ul>
  );
}
