import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Character, InventoryItem } from '@hearth/contract';
import type { RulesCatalogue } from '@hearth/rules';
import { studyItem } from '@hearth/rules';

import { showToast } from '../../components/toast/toastStore.ts';
import { useRulesTexts } from '../../i18n/problemText.ts';
import { useLocalEdit } from '../sheet/localEdits.tsx';
import type { ItemControls } from './useItemControls.ts';

/** Whether this line's book has been studied (its magic spent): kept in the line's options. */
export const isStudied = (item: Pick<InventoryItem, 'options'>) => item.options.studied === true;

/**
 * A tome or manual (SRD 5.2): once its 48 hours of study are done, the score rises for good.
 * Confirming records the study on the character (the sheet keeps it when the book is gone) and
 * marks this copy spent; both go through the outbox, so it works offline.
 */
export function StudyButton({
  item,
  catalogue,
  character,
  controls,
}: {
  item: InventoryItem;
  catalogue: RulesCatalogue;
  character: Character;
  controls: ItemControls;
}) {
  const { t } = useTranslation('inventory');
  const { t: tc } = useTranslation('character');
  const texts = useRulesTexts();
  const edit = useLocalEdit();
  const [asking, setAsking] = useState(false);
  const study = catalogue.items.get(item.item_id ?? '')?.study;
  if (!item.item_id || !study) return null;
  const itemId = item.item_id;
  const studied = isStudied(item);
  const params = { ability: tc(`abilities.${study.ability}`), value: study.value };

  const confirm = () => {
    setAsking(false);
    const outcome = studyItem(character, itemId, catalogue);
    const [message] = outcome.messages;
    if (message) {
      showToast('error', texts.message(message));
      return;
    }
    edit(character, outcome.character);
    controls.markStudied(item);
  };

  return (
    <section className="item-study" aria-label={t('details.study.title')}>
      <button
        type="button"
        className="button"
        disabled={studied || asking}
        onClick={() => setAsking(true)}
      >
        {studied ? t('details.study.done') : t('details.study.action', params)}
      </button>
      {asking && !studied && (
        <div role="alertdialog" aria-label={t('details.study.title')} className="item-study__ask">
          <p>{t('details.study.confirm', params)}</p>
          <div className="button-row">
            <button type="button" className="button" onClick={() => setAsking(false)}>
              {t('details.study.cancel')}
            </button>
            <button type="button" className="button button--primary" onClick={confirm}>
              {t('details.study.yes')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
