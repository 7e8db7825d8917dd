import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { CampaignCharacterRef } from '@hearth/contract';

import { Drawer } from '../../components/drawer/Drawer.tsx';
import { NumberField } from '../../components/form/NumberField.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { useStockActions } from '../../data/campaigns/campaignActions.ts';
import { searchNeedle, titleMatches } from '../../data/catalogue/searchTitle.ts';
import { useInventories } from '../../data/characters/queries.ts';
import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import type { ChoiceDraft } from '../items/MagicItemChoice.tsx';
import { completeChoice, MagicItemChoiceFields, NO_CHOICE } from '../items/MagicItemChoice.tsx';
import type { StockRow } from './StockTab.tsx';

/** Takes a stock item (or part of its stack) into one of your characters' inventories. */
export function TakeDrawer({
  campaignId,
  row,
  characters,
  online,
  onClose,
}: {
  campaignId: string;
  row: StockRow;
  characters: readonly CampaignCharacterRef[];
  online: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['campaigns', 'common']);
  const [characterId, setCharacterId] = useState(characters[0]?.id ?? '');
  const inventories = useInventories(characterId || null).data ?? [];
  const [inventoryId, setInventoryId] = useState('');
  const chosenInventory = inventories.some((inventory) => inventory.id === inventoryId)
    ? inventoryId
    : (inventories[0]?.id ?? '');
  const [quantity, setQuantity] = useState(row.item.quantity);
  const { take } = useStockActions(campaignId);
  const submit = () =>
    take.mutate(
      { item: row.item, characterId, inventoryId: chosenInventory, quantity },
      {
        onSuccess: () => {
          toast.success(t('stock.taken', { title: row.title }));
          onClose();
        },
        onError: (error) => toast.error(error),
      },
    );
  return (
    <Drawer open onClose={onClose} title={t('stock.takeTitle', { title: row.title })}>
      {characters.length === 0 ? (
        <p className="sheet-note">{t('stock.noCharacters')}</p>
      ) : (
        <div className="form-stack">
          <label className="field">
            <span className="field__label">{t('stock.takeTo')}</span>
            <select
              className="field__control"
              value={characterId}
              onChange={(event) => setCharacterId(event.target.value)}
            >
              {characters.map((character) => (
                <option key={character.id} value={character.id}>
                  {character.name}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">{t('stock.takeInto')}</span>
            <select
              className="field__control"
              value={chosenInventory}
              onChange={(event) => setInventoryId(event.target.value)}
            >
              {inventories.map((inventory) => (
                <option key={inventory.id} value={inventory.id}>
                  {inventory.name}
                </option>
              ))}
            </select>
          </label>
          {row.item.quantity > 1 && (
            <NumberField
              label={t('stock.quantity')}
              value={quantity}
              min={1}
              max={row.item.quantity}
              stepper
              onValueChange={setQuantity}
            />
          )}
          <button
            type="button"
            className="button button--primary"
            disabled={!online || !chosenInventory || take.isPending}
            onClick={submit}
          >
            {t('stock.takeButton')}
          </button>
        </div>
      )}
    </Drawer>
  );
}

const RESULT_LIMIT = 40;

/** A catalogue item into the stock: a search over the device's catalogue and a quantity. */
export function AddStockItemDrawer({
  campaignId,
  online,
  onClose,
}: {
  campaignId: string;
  online: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['campaigns', 'common']);
  const catalogue = useRulesCatalogue().data;
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<{ id: string; title: string } | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [choice, setChoice] = useState<ChoiceDraft>(NO_CHOICE);
  const [tried, setTried] = useState(false);
  const { add } = useStockActions(campaignId);
  const entry = chosen ? catalogue?.items.get(chosen.id) : undefined;
  const pick = (result: { id: string; title: string }) => {
    setChosen(result);
    setChoice(NO_CHOICE);
    setTried(false);
  };
  const results = useMemo(() => {
    const needle = searchNeedle(query);
    if (!catalogue || needle.length === 0) return [];
    const found: { id: string; title: string }[] = [];
    for (const item of catalogue.items.values()) {
      if (titleMatches(item, needle)) found.push({ id: item.id, title: item.title });
      if (found.length >= RESULT_LIMIT) break;
    }
    return found.sort((a, b) => a.title.localeCompare(b.title));
  }, [catalogue, query]);
  const submit = () => {
    if (!chosen) return;
    // A magic item that stands for several (a +1 weapon, a Belt of Giant Strength) says which.
    const made = entry ? completeChoice(entry, choice) : {};
    if (!made) {
      setTried(true);
      return;
    }
    add.mutate(
      { itemId: chosen.id, quantity, ...made },
      {
        onSuccess: () => {
          toast.success(t('stock.added', { title: chosen.title }));
          onClose();
        },
        onError: () => toast.error(t('stock.addFailed')),
      },
    );
  };
  return (
    <Drawer open onClose={onClose} title={t('stock.addTitle')}>
      <div className="form-stack">
        <label className="field">
          <span className="field__label">{t('stock.search')}</span>
          <input
            className="field__control"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
        {query.trim() !== '' && results.length === 0 && (
          <p className="sheet-note">{t('stock.noResults')}</p>
        )}
        {results.length > 0 && (
          <ul className="stock__results">
            {results.map((result) => (
              <li key={result.id}>
                <button
                  type="button"
                  className="stock__result"
                  aria-pressed={chosen?.id === result.id}
                  onClick={() => pick(result)}
                >
                  {result.title}
                </button>
              </li>
            ))}
          </ul>
        )}
        {entry && catalogue && (
          <MagicItemChoiceFields
            item={entry}
            items={catalogue.items.values()}
            draft={choice}
            onChange={setChoice}
            tried={tried}
          />
        )}
        <NumberField
          label={t('stock.quantity')}
          value={quantity}
          min={1}
          max={100_000}
          stepper
          onValueChange={setQuantity}
        />
        <button
          type="button"
          className="button button--primary"
          disabled={!online || !chosen || add.isPending}
          onClick={submit}
        >
          {t('stock.addButton')}
        </button>
      </div>
    </Drawer>
  );
}
