import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

import type { SpeciesRules } from '@hearth/rules';
import { speciesSizeKey } from '@hearth/rules';

import { described } from './catalogueText.ts';
import { ChoiceCard } from './ChoiceCard.tsx';
import { ChoiceChips } from './ChoiceChips.tsx';
import type { StepProps } from './stepProps.ts';
import { chooseSpecies, toggleOption } from './wizardDraft.ts';

/** Size names by the rules' numbers (0 Tiny … 5 Gargantuan). */
export const SIZES = ['0', '1', '2', '3', '4', '5'] as const;
type Size = (typeof SIZES)[number];
const sizeKey = (size: number) => String(size) as Size;

/** Species: the nine species with speed, sizes and traits; a size when two are offered. */
export function SpeciesStep({ draft, catalogue, update, showDetails }: StepProps) {
  const { t } = useTranslation('wizard');
  const species = [...catalogue.species.values()].sort((a, b) => a.title.localeCompare(b.title));

  const details = (entry: SpeciesRules) =>
    showDetails({
      title: entry.title,
      description: described(entry).description,
      parts: entry.traits.map((trait) => ({
        title: trait.title,
        description: described(trait).description,
      })),
    });

  const sizeChoice = (entry: SpeciesRules) => {
    const key = speciesSizeKey(entry.id);
    return (
      <div className="wizard-subchoice">
        <ChoiceChips
          legend={t('species.size')}
          options={entry.sizes.map((size) => ({
            id: String(size),
            title: t(`species.sizes.${sizeKey(size)}`),
          }))}
          chosen={draft.options[key] ?? []}
          max={1}
          onToggle={(id) => update((current) => toggleOption(current, key, id, 1))}
        />
      </div>
    );
  };

  return (
    <div className="wizard-cards">
      {species.map((entry) => (
        <Fragment key={entry.id}>
          <ChoiceCard
            title={entry.title}
            selected={entry.id === draft.specie}
            onSelect={() => update((current) => chooseSpecies(current, entry.id, catalogue))}
            onDetails={() => details(entry)}
            meta={t('species.meta', {
              speed: entry.speed,
              sizes: entry.sizes
                .map((size) => t(`species.sizes.${sizeKey(size)}`))
                .join(t('species.or')),
            })}
          >
            {entry.traits.map((trait) => trait.title).join(', ')}
          </ChoiceCard>
          {entry.id === draft.specie && entry.sizes.length > 1 && sizeChoice(entry)}
        </Fragment>
      ))}
    </div>
  );
}
