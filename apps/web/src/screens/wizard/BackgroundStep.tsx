import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

import type { BackgroundRules } from '@hearth/rules';
import { backgroundToolKey } from '@hearth/rules';

import { BackgroundBonus } from './BackgroundBonus.tsx';
import { described, useRuleEntries } from './catalogueText.ts';
import { ChoiceCard } from './ChoiceCard.tsx';
import { ChoiceChips } from './ChoiceChips.tsx';
import { toolOptions } from './ClassStep.tsx';
import type { StepProps } from './stepProps.ts';
import { chooseBackground, toggleOption } from './wizardDraft.ts';

/**
 * Background: the four backgrounds with their skills, tool, feat and abilities; the chosen one
 * asks for its ability increase and, when it lets the player pick, its tool.
 */
export function BackgroundStep({ draft, catalogue, update, showDetails }: StepProps) {
  const { t } = useTranslation(['wizard', 'character']);
  const rules = useRuleEntries();
  const backgrounds = [...catalogue.backgrounds.values()].sort((a, b) =>
    a.title.localeCompare(b.title),
  );

  const toolText = (background: BackgroundRules) =>
    typeof background.tool === 'string'
      ? (catalogue.items.get(background.tool)?.title ?? background.tool)
      : t(`background.toolKind.${background.tool.choose}`);

  const details = (background: BackgroundRules) => {
    const feat = catalogue.feats.get(background.feat);
    showDetails({
      title: background.title,
      description: described(background).description,
      parts: feat ? [{ title: feat.title, description: described(feat).description }] : [],
    });
  };

  const choices = (background: BackgroundRules) => {
    const toolKey = backgroundToolKey(background.id);
    return (
      <div className="wizard-subchoice">
        <BackgroundBonus
          background={background}
          draft={draft}
          catalogue={catalogue}
          update={update}
        />
        {typeof background.tool !== 'string' && (
          <ChoiceChips
            legend={t('background.tool')}
            options={toolOptions(catalogue, background.tool.choose)}
            chosen={draft.options[toolKey] ?? []}
            max={1}
            onToggle={(id) => update((current) => toggleOption(current, toolKey, id, 1))}
          />
        )}
      </div>
    );
  };

  return (
    <div className="wizard-cards">
      {backgrounds.map((background) => (
        <Fragment key={background.id}>
          <ChoiceCard
            title={background.title}
            selected={background.id === draft.background}
            onSelect={() =>
              update((current) => chooseBackground(current, background.id, catalogue))
            }
            onDetails={() => details(background)}
            meta={background.abilities
              .map((ability) => t(`character:abilities.short.${ability}`))
              .join(' · ')}
          >
            <span className="wizard-facts">
              <span>
                {t('background.skills', {
                  skills: background.skills.map((id) => rules.title(id)).join(', '),
                })}
              </span>
              <span>{t('background.toolLine', { tool: toolText(background) })}</span>
              <span>
                {t('background.feat', {
                  feat: catalogue.feats.get(background.feat)?.title ?? background.feat,
                })}
              </span>
            </span>
          </ChoiceCard>
          {background.id === draft.background && choices(background)}
        </Fragment>
      ))}
    </div>
  );
}
