import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import { dropConcentration } from '@hearth/rules';

import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import { useSheetActions } from '../sheet/useSheetActions.ts';

/** While the character concentrates on a spell: its name and the way to drop it (spec §4). */
export function ConcentrationBanner({ character }: { character: Character }) {
  const { t } = useTranslation('magic');
  const run = useSheetActions(character);
  const catalogue = useRulesCatalogue().data;
  const spells = character.options.concentration ?? [];
  if (spells.length === 0) return null;
  const titles = spells.map((id) => catalogue?.spells.get(id)?.title ?? id).join(', ');
  return (
    <section className="concentration" role="status" data-testid="concentration">
      <span className="concentration__glow" aria-hidden="true" />
      <p className="concentration__text">{t('concentration.banner', { spell: titles })}</p>
      <button
        type="button"
        className="button concentration__drop"
        aria-label={t('concentration.drop')}
        onClick={() => run((current) => dropConcentration(current))}
      >
        {t('concentration.dropShort')}
      </button>
    </section>
  );
}
