import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type { DerivedCharacter, ResourceView } from '@hearth/rules';
import { setResourceUsed } from '@hearth/rules';

import { Drawer } from '../../components/drawer/Drawer.tsx';
import { NumberField } from '../../components/form/NumberField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import { useSheetActions } from './useSheetActions.ts';

/** Resources with a maximum up to this many show as pips; larger ones as a stepper (spec §9). */
export const PIP_LIMIT = 6;

/** Tracked resources (spec §3): pips or a stepper, and the form for a new one. */
export function ResourcesCard({
  character,
  sheet,
}: {
  character: Character;
  sheet: DerivedCharacter;
}) {
  const { t } = useTranslation('character');
  const run = useSheetActions(character);
  const catalogue = useRulesCatalogue().data;
  const [creating, setCreating] = useState(false);
  const titleOf = (resource: ResourceView) =>
    resource.kind === 'spell'
      ? (resource.spells ?? []).map((id) => catalogue?.spells.get(id)?.title ?? id).join(', ')
      : resource.title;
  const setUsed = (resource: ResourceView, used: number) =>
    run((current) => setResourceUsed(current, resource, used));

  return (
    <section className="card" aria-labelledby="resources-title">
      <div className="card__row">
        <h2 id="resources-title" className="eyebrow">
          {t('resources.title')}
        </h2>
        <button type="button" className="button button--ghost" onClick={() => setCreating(true)}>
          {t('resources.new')}
        </button>
      </div>
      {sheet.resources.length === 0 ? (
        <p className="sheet-note">{t('resources.none')}</p>
      ) : (
        <ul className="resources">
          {sheet.resources.map((resource) => (
            <li
              key={resource.key}
              className="resources__item"
              data-testid={`resource-${resource.key}`}
            >
              <span className="resources__title">
                {titleOf(resource)}
                {resource.die && <span className="skills__ability"> {resource.die}</span>}
              </span>
              {resource.max > 0 && resource.max <= PIP_LIMIT ? (
                <span className="resources__pips">
                  {Array.from({ length: resource.max }, (_, index) => index + 1).map((pip) => (
                    <button
                      key={pip}
                      type="button"
                      className={pip <= resource.used ? 'pip pip--on' : 'pip'}
                      aria-label={t('resources.pip', { number: pip })}
                      aria-pressed={pip <= resource.used}
                      onClick={() => setUsed(resource, pip <= resource.used ? pip - 1 : pip)}
                    />
                  ))}
                </span>
              ) : (
                <span className="inline-stepper">
                  <button
                    type="button"
                    className="icon-button number-field__step"
                    aria-label={t('resources.restore')}
                    disabled={resource.used === 0}
                    onClick={() => setUsed(resource, resource.used - 1)}
                  >
                    −
                  </button>
                  <span className="resources__count">
                    {resource.max > 0
                      ? t('resources.used', { used: resource.used, max: resource.max })
                      : t('resources.usedUnlimited', { used: resource.used })}
                  </span>
                  <button
                    type="button"
                    className="icon-button number-field__step"
                    aria-label={t('resources.spend')}
                    disabled={resource.max > 0 && resource.used >= resource.max}
                    onClick={() => setUsed(resource, resource.used + 1)}
                  >
                    +
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <NewResourceDrawer open={creating} onClose={() => setCreating(false)} character={character} />
    </section>
  );
}

type Recovery = 'SHORT' | 'LONG' | 'none';

/** The new resource form (spec §3): name, max (0 unlimited), recovery, uses regained (0 all). */
function NewResourceDrawer({
  open,
  onClose,
  character,
}: {
  open: boolean;
  onClose: () => void;
  character: Character;
}) {
  const { t } = useTranslation('character');
  const run = useSheetActions(character);
  const [name, setName] = useState('');
  const [max, setMax] = useState(1);
  const [recovery, setRecovery] = useState<Recovery>('LONG');
  const [recoveryValue, setRecoveryValue] = useState(0);
  const [error, setError] = useState<string | undefined>();
  const create = () => {
    if (name.trim() === '') {
      setError(t('resources.nameRequired'));
      return;
    }
    const path = `custom-${Date.now()}`;
    run((current) => ({
      ...current,
      features: [
        ...current.features,
        {
          id: path,
          path,
          title: name.trim(),
          resource: { name: name.trim(), max, recovery, recoveryValue },
        },
      ],
    }));
    setName('');
    setError(undefined);
    onClose();
  };
  return (
    <Drawer open={open} onClose={onClose} title={t('resources.new')}>
      <form
        className="form-stack"
        onSubmit={(event) => {
          event.preventDefault();
          create();
        }}
      >
        <TextField
          label={t('resources.name')}
          value={name}
          onValueChange={setName}
          error={error}
          maxLength={100}
        />
        <NumberField
          label={t('resources.max')}
          value={max}
          min={0}
          onValueChange={setMax}
          stepper
        />
        <div className="field">
          <span className="field__label">{t('resources.recovery')}</span>
          <div className="segmented" role="radiogroup" aria-label={t('resources.recovery')}>
            {(['SHORT', 'LONG', 'none'] as const).map((option) => (
              <button
                key={option}
                type="button"
                role="radio"
                aria-checked={recovery === option}
                className={
                  recovery === option
                    ? 'segmented__option segmented__option--on'
                    : 'segmented__option'
                }
                onClick={() => setRecovery(option)}
              >
                {t(`resources.recovery${option}`)}
              </button>
            ))}
          </div>
        </div>
        <NumberField
          label={t('resources.recoveryValue')}
          value={recoveryValue}
          min={0}
          onValueChange={setRecoveryValue}
        />
        <button type="submit" className="button button--primary">
          {t('resources.create')}
        </button>
      </form>
    </Drawer>
  );
}
