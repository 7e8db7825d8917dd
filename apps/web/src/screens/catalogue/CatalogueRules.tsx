import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Rule } from '@hearth/content';

import { Drawer } from '../../components/drawer/Drawer.tsx';
import { EnglishTextMark } from '../../components/EnglishTextMark.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { MarkdownText } from '../../components/MarkdownText.tsx';
import { SearchResultRow } from '../../components/search/SearchResultRow.tsx';
import { ToTopButton } from '../../components/search/ToTopButton.tsx';
import {
  SEARCH_DEBOUNCE_MS,
  useDebouncedValue,
} from '../../components/search/useDebouncedValue.ts';
import { groupRules } from './ruleGroups.ts';

/** A line under a rule's title: the ability a skill uses, a language's kind, a component's letter. */
function useRuleMeta() {
  const { t } = useTranslation('catalogue');
  return (rule: Rule): string => {
    if (rule.type === 'skill' && rule.ability) {
      return t('rules.skillAbility', { ability: t(`abilities.${rule.ability}`) });
    }
    if (rule.type === 'language') return rule.standard ? t('rules.standard') : t('rules.rare');
    if (rule.type === 'component' && rule.abbreviation) {
      return t('rules.component', { letter: rule.abbreviation });
    }
    return t(`rules.types.${rule.type}`);
  };
}

/** The rules entries (conditions, skills, languages…) by type, searchable, each opening its text. */
export function CatalogueRules({ rules }: { rules: readonly Rule[] }) {
  const { t } = useTranslation(['catalogue', 'spells']);
  const meta = useRuleMeta();
  const [typed, setTyped] = useState('');
  const query = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const [openId, setOpenId] = useState<string | null>(null);
  const groups = useMemo(() => groupRules(rules, query), [rules, query]);
  const count = groups.reduce((sum, [, entries]) => sum + entries.length, 0);
  const opened = openId ? (rules.find((rule) => rule.id === openId) ?? null) : null;

  return (
    <section className="search-browser" aria-label={t('tab.rules')}>
      <TextField
        label={t('rules.search')}
        type="search"
        value={typed}
        onValueChange={setTyped}
        placeholder={t('rules.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
      />
      <div className="search-results">
        <span role="status">{t('rules.results', { count })}</span>
      </div>
      {count === 0 && <p className="sheet-note">{t('rules.empty')}</p>}
      {groups.map(([type, entries]) => (
        <section key={type} className="spells-group" aria-label={t(`rules.types.${type}`)}>
          <h2 className="eyebrow spells-group__title">{t(`rules.types.${type}`)}</h2>
          <ul className="search-list">
            {entries.map((rule) => (
              <SearchResultRow
                key={rule.id}
                id={rule.id}
                title={rule.title}
                query={query}
                meta={meta(rule)}
                onOpen={() => setOpenId(rule.id)}
              />
            ))}
          </ul>
        </section>
      ))}
      <ToTopButton label={t('spells:toTop')} />
      <Drawer open={opened !== null} onClose={() => setOpenId(null)} title={opened?.title ?? ''}>
        {opened && (
          <div className="catalogue-rule">
            <p className="eyebrow">{meta(opened)}</p>
            <EnglishTextMark />
            <MarkdownText text={opened.description} />
          </div>
        )}
      </Drawer>
    </section>
  );
}
