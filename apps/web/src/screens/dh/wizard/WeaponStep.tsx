import { useTranslation } from 'react-i18next';

import type { DhCatalogue, DhDraft, DhWeaponEntry } from '@hearth/rules';

import { useDhProblemText } from '../../../data/dh/useDhProblemText.ts';
import { ChoiceCard } from '../../wizard/ChoiceCard.tsx';
import { choosePrimary, toggleSecondary } from './dhDraftChanges.ts';
import type { DhStepProps } from './dhStepProps.ts';
import { FeatureLines } from './FeatureLines.tsx';
import { useTitleFilter } from './TitleFilter.tsx';

/** "d8+1 phy": one die of the weapon (Proficiency 1 at level 1) plus its modifier, and the type. */
export function useWeaponMeta() {
  const { t } = useTranslation('dh');
  return (weapon: DhWeaponEntry) => {
    const { count, die, mod, type } = weapon.damage;
    const dice = `${count > 1 ? count : ''}d${die}${mod > 0 ? `+${mod}` : mod < 0 ? `−${-mod}` : ''}`;
    return t('wizard.weapons.meta', {
      trait: t(`traits.${weapon.trait}.name`),
      range: t(`ranges.${weapon.range}`),
      damage: `${dice} ${t(`damageTypeShort.${type}`)}`,
      burden: t(`burden.${weapon.burden}`),
    });
  };
}

function spellcastOf(draft: DhDraft, catalogue: DhCatalogue) {
  const entry = draft.class ? catalogue.classes.get(draft.class) : undefined;
  return entry?.subclasses.find((subclass) => subclass.id === draft.subclass)?.spellcast_trait;
}

/**
 * A weapon slot: the tier-1 weapons of that slot, physical then magic, filterable by name. The
 * primary is required and a two-handed one clears the secondary; the secondary is refused while
 * the primary is two-handed (spec §5), with the rules' message.
 */
export function WeaponStep({
  draft,
  catalogue,
  update,
  slot,
}: DhStepProps & { slot: 'primary' | 'secondary' }) {
  const { t } = useTranslation('dh');
  const problemText = useDhProblemText();
  const meta = useWeaponMeta();
  const chosen = draft[slot];
  const weapons = [...catalogue.weapons.values()]
    .filter((weapon) => weapon.type === slot && weapon.tier === 1)
    .sort((a, b) => a.title.localeCompare(b.title));
  const filter = useTitleFilter(weapons, [chosen]);
  const primary = draft.primary ? catalogue.weapons.get(draft.primary) : undefined;

  if (slot === 'secondary' && primary?.burden === 2) {
    return (
      <p className="dh-step-refusal" role="status">
        {problemText({ code: 'primary-two-handed' })}
      </p>
    );
  }

  const canCastMagic = Boolean(spellcastOf(draft, catalogue));
  const select = (id: string) =>
    update((current) =>
      slot === 'primary' ? choosePrimary(current, id, catalogue) : toggleSecondary(current, id),
    );
  const group = (magic: boolean) => {
    const shown = filter.shown.filter((weapon) => weapon.magic === magic);
    if (shown.length === 0) return null;
    return (
      <section
        className="wizard-group"
        aria-label={t(magic ? 'wizard.weapons.magic' : 'wizard.weapons.physical')}
      >
        <h3 className="eyebrow">{t(magic ? 'wizard.weapons.magic' : 'wizard.weapons.physical')}</h3>
        {magic && !canCastMagic && (
          <p className="dh-step-note">{t('wizard.weapons.needsSpellcast')}</p>
        )}
        {shown.map((weapon) => (
          <ChoiceCard
            key={weapon.id}
            title={weapon.title}
            selected={weapon.id === chosen}
            onSelect={() => select(weapon.id)}
            meta={meta(weapon)}
          >
            {weapon.features.length > 0 && <FeatureLines features={weapon.features} />}
            {slot === 'primary' && weapon.burden === 2 && draft.secondary && (
              <span className="dh-card-warning">{t('wizard.weapons.twoHandedNote')}</span>
            )}
          </ChoiceCard>
        ))}
      </section>
    );
  };

  return (
    <>
      <p className="dh-step-note">
        {t(slot === 'primary' ? 'wizard.weapons.primaryHint' : 'wizard.weapons.secondaryHint')}
      </p>
      {filter.field}
      {group(false)}
      {group(true)}
      {filter.empty}
    </>
  );
}
