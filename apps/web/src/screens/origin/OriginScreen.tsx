import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import type { Character } from '@hearth/contract';
import type { DerivedCharacter, RulesCatalogue } from '@hearth/rules';
import { deriveCharacter, sheetChanges } from '@hearth/rules';

import { SwitchField } from '../../components/form/SwitchField.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { useEditCharacter } from '../../data/characters/editing.ts';
import { useInventories } from '../../data/characters/queries.ts';
import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import { equipmentOf } from '../../data/characters/sheet.ts';
import { useRulesTexts } from '../../i18n/problemText.ts';
import { CharacterGate } from '../character/CharacterGate.tsx';
import { CharacterPage } from '../character/CharacterPage.tsx';
import { AbilitiesStep } from '../wizard/AbilitiesStep.tsx';
import { BackgroundStep } from '../wizard/BackgroundStep.tsx';
import type { Details } from '../wizard/DetailsDrawer.tsx';
import { DetailsDrawer } from '../wizard/DetailsDrawer.tsx';
import { SpeciesStep } from '../wizard/SpeciesStep.tsx';
import type { WizardDraft } from '../wizard/wizardDraft.ts';
import { OriginChanges } from './OriginChanges.tsx';
import type { OriginTab } from './originDraft.ts';
import {
  changesSomething,
  correctedCharacter,
  ORIGIN_TABS,
  originDraftOf,
  originProblems,
} from './originDraft.ts';

import '../../styles/character.css';
import '../wizard/Wizard.css';
import './Origin.css';

const STEPS = { abilities: AbilitiesStep, species: SpeciesStep, background: BackgroundStep };

/**
 * /character/origin: ability scores, species and background corrected after creation, with the
 * wizard's own steps and checks, and what the correction changes on the sheet shown before it
 * is saved (through the ordinary, queued character update).
 */
export default function OriginScreen() {
  const catalogue = useRulesCatalogue();
  return (
    <CharacterGate>
      {(character, sheet) =>
        catalogue.data ? (
          <Origin character={character} sheet={sheet} catalogue={catalogue.data} />
        ) : (
          <LoadingScreen />
        )
      }
    </CharacterGate>
  );
}

function Origin({
  character,
  sheet,
  catalogue,
}: {
  character: Character;
  sheet: DerivedCharacter;
  catalogue: RulesCatalogue;
}) {
  const { t } = useTranslation(['origin', 'routes']);
  const texts = useRulesTexts();
  const navigate = useNavigate();
  const edit = useEditCharacter();
  const inventories = useInventories(character.id);
  const [initial] = useState(() => originDraftOf(character));
  const [draft, setDraft] = useState<WizardDraft>(initial);
  const [tab, setTab] = useState<OriginTab>('abilities');
  const [details, setDetails] = useState<Details | null>(null);
  // Following the recommended maximum HP is proposed when the player followed it so far.
  const [takeHp, setTakeHp] = useState(character.hp.max === sheet.hp.recommended);

  const items = useMemo(() => equipmentOf(inventories.data), [inventories.data]);
  const problems = originProblems(draft, catalogue);
  const preview = useMemo(() => {
    const corrected = correctedCharacter(character, draft, catalogue, items);
    const after = deriveCharacter(corrected, catalogue, items);
    return { corrected, after, changes: sheetChanges(sheet, after) };
  }, [character, draft, catalogue, items, sheet]);
  const recommended = preview.after.hp.recommended;
  const hpOffered = recommended !== sheet.hp.recommended && recommended !== character.hp.max;
  const saved =
    hpOffered && takeHp
      ? correctedCharacter(character, draft, catalogue, items, recommended)
      : preview.corrected;
  const invalid = ORIGIN_TABS.some((each) => problems[each].length > 0);
  const changed = changesSomething(character, saved, draft.abilityMethod !== initial.abilityMethod);

  const save = () => {
    edit(character, saved);
    toast.success(t('saved'));
    void navigate('/character', { replace: true });
  };

  const Step = STEPS[tab];
  const messages = [...new Set(problems[tab].map((found) => texts.problem(found)))];

  return (
    <CharacterPage character={character} title={t('routes:title.characterOrigin')}>
      <p className="sheet-note">{t('intro')}</p>
      <div className="segmented origin-tabs" role="tablist" aria-label={t('tabs.label')}>
        {ORIGIN_TABS.map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            id={`origin-tab-${each}`}
            aria-selected={tab === each}
            aria-controls="origin-panel"
            className={
              tab === each ? 'segmented__option segmented__option--on' : 'segmented__option'
            }
            onClick={() => setTab(each)}
          >
            {t(`tabs.${each}`)}
            {problems[each].length > 0 && (
              <span className="origin-tabs__alert" aria-label={t('tabs.invalid')}>
                !
              </span>
            )}
          </button>
        ))}
      </div>
      <section
        id="origin-panel"
        role="tabpanel"
        aria-labelledby={`origin-tab-${tab}`}
        className="card form-stack"
      >
        {tab === 'abilities' && <p className="sheet-note">{t('baseScores')}</p>}
        <Step draft={draft} catalogue={catalogue} update={setDraft} showDetails={setDetails} />
        {messages.length > 0 && (
          <ul className="wizard-problems" aria-label={t('problems')}>
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </section>
      <OriginChanges
        changes={preview.changes}
        backgroundChanged={draft.background !== character.background}
        draft={draft}
        catalogue={catalogue}
      >
        {hpOffered && (
          <SwitchField
            label={t('hp.take', { value: recommended, current: character.hp.max })}
            checked={takeHp}
            onCheckedChange={setTakeHp}
          />
        )}
      </OriginChanges>
      <div className="origin-bar" role="group" aria-label={t('actions')}>
        <button
          type="button"
          className="button"
          onClick={() => void navigate('/character', { replace: true })}
        >
          {t('cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={invalid || !changed}
          onClick={save}
        >
          {t('save')}
        </button>
      </div>
      <DetailsDrawer details={details} onClose={() => setDetails(null)} />
    </CharacterPage>
  );
}
