import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Campaign, InventoryItem } from '@hearth/contract';
import { resolveEquipment, roundWeight } from '@hearth/rules';

import { useChunkAfterPaint } from '../../app/useChunkAfterPaint.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { useStockActions } from '../../data/campaigns/campaignActions.ts';
import { useCampaignStock } from '../../data/campaigns/queries.ts';
import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import { useAmountTexts } from '../../i18n/useAmountTexts.ts';
import { itemTitle } from '../inventory/inventoryView.ts';
import { RemoveHintButton } from '../inventory/RemoveHintButton.tsx';

const loadDrawers = () => import('./StockDrawers.tsx');
const TakeDrawer = lazy(() => loadDrawers().then((module) => ({ default: module.TakeDrawer })));
const AddStockItemDrawer = lazy(() =>
  loadDrawers().then((module) => ({ default: module.AddStockItemDrawer })),
);

export interface StockRow {
  item: InventoryItem;
  title: string;
  weight: number;
}

/**
 * The campaign's stock (spec platform §4): its items with quantities and weights; 'Take' moves
 * one (or part of a stack) to one of your characters in the campaign; anyone adds catalogue
 * items; the owner removes items.
 */
export function StockTab({
  campaign,
  userId,
  online,
}: {
  campaign: Campaign;
  userId: string;
  online: boolean;
}) {
  const { t } = useTranslation(['campaigns', 'common']);
  const stock = useCampaignStock(campaign.id);
  const catalogue = useRulesCatalogue().data;
  const amounts = useAmountTexts();
  const { remove } = useStockActions(campaign.id);
  const [taking, setTaking] = useState<StockRow | null>(null);
  const [adding, setAdding] = useState(false);
  useChunkAfterPaint(loadDrawers);

  useEffect(() => {
    if (stock.isError) toast.error(t('stock.loadFailed'));
  }, [stock.isError, t]);

  const rows = useMemo((): StockRow[] => {
    const items = stock.data?.items ?? [];
    if (!catalogue)
      return items.map((item) => ({ item, title: itemTitle(item, undefined), weight: 0 }));
    const { held } = resolveEquipment(items, catalogue);
    const byId = new Map(held.map((entry) => [entry.item.id, entry]));
    return items.map((item) => {
      const entry = byId.get(item.id);
      return {
        item,
        title: itemTitle(item, entry?.rules),
        weight: roundWeight((entry?.unitWeight ?? 0) * item.quantity),
      };
    });
  }, [stock.data, catalogue]);

  const mine = campaign.characters.filter((character) => character.user_id === userId);

  return (
    <section className="party" aria-label={t('stock.title')}>
      {stock.isPending ? (
        <p className="campaign-list__empty">{t('common:loading')}</p>
      ) : stock.isError ? (
        <p className="campaign-list__empty">{t('stock.loadFailed')}</p>
      ) : rows.length === 0 ? (
        <p className="campaign-list__empty">{t('stock.empty')}</p>
      ) : (
        <ul className="stock__items" aria-label={t('stock.title')}>
          {rows.map((row) => (
            <li key={row.item.id} className="stock__item">
              <span className="stock__text">
                <strong>
                  {row.title}
                  {row.item.quantity > 1
                    ? ` ${t('stock.quantityOf', { count: row.item.quantity })}`
                    : ''}
                </strong>
                <span>{amounts.weight(row.weight)}</span>
              </span>
              <button
                type="button"
                className="button"
                disabled={!online}
                aria-label={`${t('stock.take')} ${row.title}`}
                onClick={() => setTaking(row)}
              >
                {t('stock.take')}
              </button>
              {campaign.role === 'owner' && (
                <RemoveHintButton
                  className="button button--ghost campaign-list__delete"
                  label={t('stock.removeShort')}
                  hint={t('stock.removeHint')}
                  disabled={!online || remove.isPending}
                  onConfirm={() =>
                    remove.mutate(row.item.id, { onError: (error) => toast.error(error) })
                  }
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="button button--primary campaign-list__create"
        disabled={!online || !stock.data}
        onClick={() => setAdding(true)}
      >
        {t('stock.add')}
      </button>
      <Suspense fallback={null}>
        {taking && (
          <TakeDrawer
            campaignId={campaign.id}
            row={taking}
            characters={mine}
            online={online}
            onClose={() => setTaking(null)}
          />
        )}
        {adding && (
          <AddStockItemDrawer
            campaignId={campaign.id}
            online={online}
            onClose={() => setAdding(false)}
          />
        )}
      </Suspense>
    </section>
  );
}
