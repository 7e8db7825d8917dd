import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type { DerivedCharacter, RulesCatalogue, SpellRules } from '@hearth/rules';

import { Link } from '../../components/link/RouterLink.tsx';
import { useCachedTexts } from '../../i18n/cachedTexts.ts';
import { useLocalEdit } from '../sheet/localEdits.tsx';
import { SpellBrowser } from './SpellBrowser.tsx';
import { useCasterClasses, useFullIndex } from './spellIndexes.ts';
import { statusContext, toggleFlag } from './spellToggles.ts';
import { StatusToggle } from './StatusToggle.tsx';

interface ExtraSpellsProps {
  character: Character;
  sheet: DerivedCharacter;
  catalogue: RulesCatalogue;
}

/**
 * A character without a casting class: every spell to browse, with only Extra (spells it has
 * from elsewhere, counting against nothing); spells features give are chosen on /features.
 */
export function ExtraSpells({ character, sheet, catalogue }: ExtraSpellsProps) {
  const { t } = useTranslation('spells');
  // Every row's toggle: its words looked up once per spell and language, not on each render.
  const text = useCachedTexts(t);
  const edit = useLocalEdit();
  const index = useFullIndex(catalogue);
  const classes = useCasterClasses(catalogue);
  const context = statusContext(sheet, catalogue.spells);
  const extra = (spell: SpellRules, note?: string) => (
    <StatusToggle
      label={text('toggles.extra')}
      name={text('toggles.extraFor', { spell: spell.title })}
      state={{ on: Boolean(character.spells[spell.id]?.extra) }}
      onToggle={(value) => edit(character, toggleFlag(character, spell, 'extra', value, context))}
      note={note}
    />
  );
  return (
    <>
      <section className="card spells-notice">
        <p className="sheet-note">{t('noCaster', { name: character.name })}</p>
        <Link className="button" to="/features/view">
          {t('toFeatures')}
        </Link>
      </section>
      <SpellBrowser
        index={index}
        classes={classes}
        quickFilters={[
          {
            id: 'chosen',
            label: t('filters.chosen'),
            matches: (spell) => Boolean(character.spells[spell.id]?.extra),
          },
        ]}
        toggles={(spell) => extra(spell)}
        actions={(spell) => (
          <div className="spells-actions">{extra(spell, t('toggles.extraHint'))}</div>
        )}
      />
    </>
  );
}
