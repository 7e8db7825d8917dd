import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { CustomResource } from '@hearth/rules';
import { validateCustomResource } from '@hearth/rules';

import { Drawer } from '../../components/drawer/Drawer.tsx';
import { NumberField } from '../../components/form/NumberField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useRulesTexts } from '../../i18n/problemText.ts';

type Recovery = CustomResource['recovery'];

const RECOVERIES: readonly Recovery[] = ['SHORT', 'LONG', 'none'];

/**
 * The resource form (spec §3): name, maximum (0 unlimited), recovery (short rest, long rest or
 * never) and uses regained (0 all). New, it adds; for an existing resource it saves the changes
 * and offers to delete it, asking once more first. Mounted while open, so it starts from
 * `initial` each time.
 */
export function ResourceFormDrawer({
  initial,
  editing,
  onSave,
  onDelete,
  onClose,
}: {
  initial: CustomResource;
  /** An existing resource: the title says so and Delete is offered. */
  editing: boolean;
  onSave: (resource: CustomResource) => void;
  onDelete?: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('character');
  const texts = useRulesTexts();
  const [resource, setResource] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const problems = validateCustomResource(resource);
  // The counters cannot hold a wrong number; the name is what a player can leave out.
  const nameProblem = submitted && problems.find((each) => each.path === 'name');
  const change = (fields: Partial<CustomResource>) =>
    setResource((current) => ({ ...current, ...fields }));
  const save = () => {
    setSubmitted(true);
    if (problems.length === 0) onSave({ ...resource, name: resource.name.trim() });
  };

  return (
    <Drawer
      open
      onClose={onClose}
      title={editing ? t('resources.edit', { name: initial.name }) : t('resources.new')}
    >
      <form
        className="form-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <TextField
          label={t('resources.name')}
          value={resource.name}
          onValueChange={(name) => change({ name })}
          error={nameProblem ? texts.problem(nameProblem) : undefined}
          maxLength={100}
        />
        <NumberField
          live
          label={t('resources.max')}
          value={resource.max}
          min={0}
          onValueChange={(max) => change({ max })}
          stepper
        />
        <div className="field">
          <span className="field__label" id="resource-recovery">
            {t('resources.recovery')}
          </span>
          <div className="segmented" role="radiogroup" aria-labelledby="resource-recovery">
            {RECOVERIES.map((option) => (
              <button
                key={option}
                type="button"
                role="radio"
                aria-checked={resource.recovery === option}
                className={
                  resource.recovery === option
                    ? 'segmented__option segmented__option--on'
                    : 'segmented__option'
                }
                onClick={() => change({ recovery: option })}
              >
                {t(`resources.recovery${option}`)}
              </button>
            ))}
          </div>
        </div>
        <NumberField
          live
          label={t('resources.recoveryValue')}
          value={resource.recoveryValue}
          min={0}
          onValueChange={(recoveryValue) => change({ recoveryValue })}
        />
        <button type="submit" className="button button--primary">
          {editing ? t('resources.save') : t('resources.create')}
        </button>
        {editing &&
          onDelete &&
          (confirming ? (
            <div className="resource-form__confirm" role="group" aria-label={t('resources.delete')}>
              <p>{t('resources.confirmDelete', { name: initial.name })}</p>
              <div className="button-row">
                <button type="button" className="button" onClick={() => setConfirming(false)}>
                  {t('resources.keep')}
                </button>
                <button type="button" className="button button--danger" onClick={onDelete}>
                  {t('resources.deleteNow')}
                </button>
              </div>
            </div>
          ) : (
            <button
              type="button"
              className="button button--ghost resource-form__delete"
              onClick={() => setConfirming(true)}
            >
              {t('resources.delete')}
            </button>
          ))}
      </form>
    </Drawer>
  );
}
