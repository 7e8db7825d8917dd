import { lazy, memo, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type { CustomResource, DerivedCharacter, ResourceView } from '@hearth/rules';
import {
  addCustomResource,
  editCustomResource,
  newCustomPath,
  removeCustomResource,
  setResourceUsed,
} from '@hearth/rules';

import { useChunkAfterPaint } from '../../app/useChunkAfterPaint.ts';
import { Icon } from '../../components/icons.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import { useSheetActions } from './useSheetActions.ts';

// The form's code comes after the sheet's first paint, long before a first tap.
const loadResourceForm = () => import('./ResourceFormDrawer.tsx');
const ResourceFormDrawer = lazy(() =>
  loadResourceForm().then((module) => ({ default: module.ResourceFormDrawer })),
);

/** What a new resource starts as: one use, back on a long rest, all of it. */
export const NEW_RESOURCE: CustomResource = {
  name: '',
  max: 1,
  recovery: 'LONG',
  recoveryValue: 0,
};

/** Resources with a maximum up to this many show as pips; larger ones as a stepper (spec §9). */
export const PIP_LIMIT = 6;

const PencilIcon = () => (
  <Icon width="18" height="18">
    <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />
  </Icon>
);

/** The form open: a new resource, or the player's own one at this feature path. */
type Form = { path: null } | { path: string; resource: CustomResource };

/**
 * Tracked resources (spec §3): pips or a stepper; the form for a new one; the player's own
 * resources renamed, edited or deleted from their title.
 */
export const ResourcesCard = memo(
  ResourcesCardView,
  // What the card shows and edits; its actions start from the latest character (issue 16).
  (before, after) =>
    before.sheet.resources === after.sheet.resources &&
    before.character.features === after.character.features,
);

function ResourcesCardView({
  character,
  sheet,
}: {
  character: Character;
  sheet: DerivedCharacter;
}) {
  const { t } = useTranslation('character');
  const run = useSheetActions(character);
  const catalogue = useRulesCatalogue().data;
  const [form, setForm] = useState<Form | null>(null);
  useChunkAfterPaint(loadResourceForm);
  const titleOf = (resource: ResourceView) =>
    resource.kind === 'spell'
      ? (resource.spells ?? []).map((id) => catalogue?.spells.get(id)?.title ?? id).join(', ')
      : resource.title;
  const setUsed = (resource: ResourceView, used: number) =>
    run((current) => setResourceUsed(current, resource, used));
  const ownResource = (path: string) =>
    character.features.find((feature) => feature.path === path)?.resource;
  const save = (resource: CustomResource) => {
    if (form?.path) {
      const path = form.path;
      run((current) => editCustomResource(current, path, resource));
      toast.success(t('resources.saved', { name: resource.name }));
    } else {
      run((current) =>
        addCustomResource(current, resource, newCustomPath(current.features, Date.now())),
      );
    }
    setForm(null);
  };
  const remove = (path: string, name: string) => {
    run((current) => removeCustomResource(current, path));
    toast.success(t('resources.deleted', { name }));
    setForm(null);
  };

  return (
    <section className="card" aria-labelledby="resources-title">
      <div className="card__row">
        <h2 id="resources-title" className="eyebrow">
          {t('resources.title')}
        </h2>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setForm({ path: null })}
        >
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
              {resource.custom ? (
                <button
                  type="button"
                  className="resources__title resources__edit"
                  aria-label={t('resources.edit', { name: titleOf(resource) })}
                  onClick={() => {
                    const own = ownResource(resource.custom!);
                    if (own) setForm({ path: resource.custom!, resource: own });
                  }}
                >
                  <span>{titleOf(resource)}</span>
                  <PencilIcon />
                </button>
              ) : (
                <span className="resources__title">
                  {titleOf(resource)}
                  {resource.die && <span className="skills__ability"> {resource.die}</span>}
                </span>
              )}
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
      {form && (
        <Suspense fallback={null}>
          <ResourceFormDrawer
            initial={form.path ? form.resource : NEW_RESOURCE}
            editing={form.path !== null}
            onSave={save}
            onClose={() => setForm(null)}
            {...(form.path ? { onDelete: () => remove(form.path, form.resource.name) } : {})}
          />
        </Suspense>
      )}
    </section>
  );
}
