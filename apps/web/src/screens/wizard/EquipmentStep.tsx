import { useTranslation } from 'react-i18next';

import type { PresetRules, RulesCatalogue } from '@hearth/rules';

import { ChoiceCard } from './ChoiceCard.tsx';
import type { StepProps } from './stepProps.ts';
import { choosePreset } from './wizardDraft.ts';

/** A preset as the catalogue stores it: its items with quantities, its gold, its text. */
interface PresetEntry extends PresetRules {
  title?: string;
  description?: string;
  items?: { item_id: string; quantity: number }[];
  gold?: number;
}

/** The options of one class or background, by their letter (A, B, C). */
function optionsOf(catalogue: RulesCatalogue, field: 'class_id' | 'background_id', id: string) {
  return ([...catalogue.presets.values()] as PresetEntry[])
    .filter((preset) => preset[field] === id)
    .sort((a, b) => (a.option ?? a.id).localeCompare(b.option ?? b.id));
}

/** Equipment: one starting option of the class and one of the background (spec §2, §7). */
export function EquipmentStep({ draft, catalogue, update, showDetails }: StepProps) {
  const { t } = useTranslation('wizard');
  const classId = draft.classes[0]?.id;
  const cls = classId ? catalogue.classes.get(classId) : undefined;
  const background = draft.background ? catalogue.backgrounds.get(draft.background) : undefined;

  const contents = (preset: PresetEntry) => {
    const items = (preset.items ?? []).map((item) => {
      const title = catalogue.items.get(item.item_id)?.title ?? item.item_id;
      return item.quantity > 1 ? `${item.quantity} × ${title}` : title;
    });
    if (preset.gold) items.push(t('equipment.gold', { gold: preset.gold }));
    return items.join(', ');
  };

  const titleOf = (preset: PresetEntry) =>
    preset.option ? t('equipment.option', { option: preset.option }) : (preset.title ?? preset.id);

  const group = (title: string, presets: PresetEntry[]) => (
    <section className="wizard-group" aria-label={title}>
      <h3 className="eyebrow">{title}</h3>
      <div className="wizard-cards">
        {presets.map((preset) => (
          <ChoiceCard
            key={preset.id}
            title={titleOf(preset)}
            selected={draft.presets.includes(preset.id)}
            onSelect={() => update((current) => choosePreset(current, preset.id, catalogue))}
            onDetails={() =>
              showDetails({ title: preset.title ?? preset.id, description: preset.description })
            }
          >
            <span className="wizard-card__clamp">{contents(preset)}</span>
          </ChoiceCard>
        ))}
      </div>
    </section>
  );

  return (
    <div className="form-stack">
      {cls ? (
        group(t('equipment.class', { title: cls.title }), optionsOf(catalogue, 'class_id', cls.id))
      ) : (
        <p className="sheet-note">{t('equipment.noClass')}</p>
      )}
      {background ? (
        group(
          t('equipment.background', { title: background.title }),
          optionsOf(catalogue, 'background_id', background.id),
        )
      ) : (
        <p className="sheet-note">{t('equipment.noBackground')}</p>
      )}
    </div>
  );
}
