import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';

import type { Preset as CataloguePreset } from '@hearth/content';
import type { Character } from '@hearth/contract';

import { Link } from '../../components/link/RouterLink.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { useCatalogue } from '../../data/catalogue/useCatalogue.ts';
import { useInventories } from '../../data/characters/queries.ts';
import { useCatalogueAdds, useOwnPresets } from '../../data/inventories/catalogueAdds.ts';
import { useOnline } from '../../data/network/useOnline.ts';
import { CharacterGate } from '../character/CharacterGate.tsx';
import { CharacterPage } from '../character/CharacterPage.tsx';
import type { PresetChoice, PresetSectionId } from './presetSections.ts';
import { presetSections } from './presetSections.ts';
import { useItemTexts } from './useItemTexts.ts';

import './Items.css';

/**
 * /inventory/{id}/apply-preset?characterId= (spec platform §2, §5): 'Add pack to Inventory'.
 * Packs, class and background starting equipment (folded by class and background, the
 * character's own open) and the user's own presets; one is chosen and added to the inventory,
 * which needs both ids and the connection. The chosen one and Add pack stay in sight.
 */
export default function ApplyPresetScreen() {
  return <CharacterGate>{(character) => <ApplyPreset character={character} />}</CharacterGate>;
}

/** Titles of catalogue entries (classes, backgrounds, items) by id, from the device. */
function useTitles(store: 'classes' | 'backgrounds' | 'items') {
  const entries = useCatalogue(store).data;
  return useMemo(
    () =>
      new Map((entries ?? []).map((entry) => [String(entry.id), String(entry.title ?? entry.id)])),
    [entries],
  );
}

function ApplyPreset({ character }: { character: Character }) {
  const { t } = useTranslation(['items', 'routes']);
  const { id: inventoryId } = useParams();
  const [params] = useSearchParams();
  const characterId = params.get('characterId');
  const navigate = useNavigate();
  const online = useOnline();
  const catalogue = useCatalogue<CataloguePreset>('presets').data;
  const own = useOwnPresets(online);
  const classTitles = useTitles('classes');
  const backgroundTitles = useTitles('backgrounds');
  const itemTitles = useTitles('items');
  const inventories = useInventories(characterId ?? character.id).data;
  const { apply } = useCatalogueAdds(characterId ?? character.id);
  const [chosen, setChosen] = useState<PresetChoice | null>(null);

  const sections = useMemo(
    () =>
      presetSections(
        catalogue ?? [],
        own.data ?? [],
        {
          classTitle: (id) => classTitles.get(id) ?? id,
          backgroundTitle: (id) => backgroundTitles.get(id) ?? id,
        },
        {
          classIds: character.classes.map((entry) => entry.id),
          backgroundId: character.background,
        },
      ),
    [catalogue, own.data, classTitles, backgroundTitles, character],
  );
  const inventory = inventories?.find((found) => found.id === inventoryId);
  const ready = chosen !== null && Boolean(inventoryId) && Boolean(characterId) && online;

  const submit = () => {
    if (!chosen || !inventoryId || !characterId) return;
    apply.mutate(
      { inventoryId, presetId: chosen.id },
      {
        onSuccess: () => {
          toast.success(t('presets.applied', { name: chosen.name }));
          void navigate(`/inventory/${inventoryId}`);
        },
        onError: () => toast.error(t('presets.failed')),
      },
    );
  };

  const sectionTitle: Record<PresetSectionId, string> = {
    packs: t('presets.packs'),
    classes: t('presets.classes'),
    backgrounds: t('presets.backgrounds'),
    own: t('presets.own'),
  };
  const ownNote = !online ? t('presets.ownOffline') : own.isError ? t('presets.ownFailed') : null;

  return (
    <CharacterPage character={character} title={t('routes:title.applyPreset')}>
      <div className="items-target card">
        <div className="items-target__text">
          {inventory && (
            <p className="items-target__into">{t('presets.into', { inventory: inventory.name })}</p>
          )}
          <Link className="items-target__back" to={`/inventory/${inventoryId ?? ''}`}>
            {t('backToInventory')}
          </Link>
        </div>
      </div>
      {!characterId && (
        <p className="sheet-warning" role="alert">
          {t('presets.missingCharacter')}
        </p>
      )}
      {!online && (
        <p className="sheet-warning" role="status">
          {t('offline')}
        </p>
      )}
      <form
        className="presets"
        aria-label={t('presets.choose')}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {catalogue && sections.length === 0 && <p className="sheet-note">{t('presets.none')}</p>}
        {sections.map((section) => (
          <section key={section.id} className="presets-group" aria-label={sectionTitle[section.id]}>
            <h2 className="eyebrow presets-group__title">{sectionTitle[section.id]}</h2>
            {section.groups.map((group) => {
              const options = (
                <div
                  className="presets-group"
                  role="radiogroup"
                  aria-label={group.title ?? sectionTitle[section.id]}
                >
                  {group.presets.map((preset) => (
                    <PresetOption
                      key={preset.id}
                      preset={preset}
                      checked={chosen?.id === preset.id}
                      onChoose={() => setChosen(preset)}
                      itemTitle={(id) => itemTitles.get(id)}
                    />
                  ))}
                </div>
              );
              if (group.title === null) return <Fragment key={section.id}>{options}</Fragment>;
              // A class's or background's options fold away: only the character's own are open.
              return (
                <details key={group.title} className="presets-fold" open={group.yours}>
                  <summary className="presets-fold__summary">
                    <span className="presets-fold__title">{group.title}</span>
                    {group.yours && <span className="tag">{t('presets.yours')}</span>}
                    <span className="presets-fold__count">
                      {t('presets.options', { count: group.presets.length })}
                    </span>
                  </summary>
                  {options}
                </details>
              );
            })}
          </section>
        ))}
        {ownNote && !sections.some((section) => section.id === 'own') && (
          <section className="presets-group" aria-label={sectionTitle.own}>
            <h2 className="eyebrow presets-group__title">{sectionTitle.own}</h2>
            <p className="sheet-note">{ownNote}</p>
          </section>
        )}
        {/* Stays in sight above the character menu however long the list. */}
        <div className="presets-bar">
          <p className="presets-bar__chosen" aria-live="polite">
            {chosen ? t('presets.chosen', { name: chosen.name }) : t('presets.chooseHint')}
          </p>
          <button
            type="submit"
            className="button button--primary presets-submit"
            disabled={!ready || apply.isPending}
          >
            {t('presets.submit')}
          </button>
        </div>
      </form>
    </CharacterPage>
  );
}

function PresetOption({
  preset,
  checked,
  onChoose,
  itemTitle,
}: {
  preset: PresetChoice;
  checked: boolean;
  onChoose: () => void;
  itemTitle: (id: string) => string | undefined;
}) {
  const { t } = useTranslation('items');
  const texts = useItemTexts();
  const nameId = `preset-${preset.id}`;
  return (
    <label className="preset">
      <input
        type="radio"
        name="preset"
        value={preset.id}
        checked={checked}
        onChange={onChoose}
        aria-labelledby={nameId}
      />
      <span className="preset__body">
        <span id={nameId} className="preset__name">
          {preset.name}
        </span>
        <ul className="preset__items" aria-label={t('presets.contains')}>
          {preset.items.map((line, index) => {
            const title = itemTitle(line.item_id) ?? t('presets.unknownItem', { id: line.item_id });
            return (
              <li key={`${line.item_id}-${index}`}>
                {line.quantity === 1 ? title : `${title} × ${line.quantity}`}
              </li>
            );
          })}
        </ul>
        {preset.gold > 0 && (
          <span className="preset__gold">
            {t('presets.gold', { amount: texts.value(preset.gold) })}
          </span>
        )}
      </span>
    </label>
  );
}
