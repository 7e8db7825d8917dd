import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import type { Character, CreateInventoryBody } from '@hearth/contract';
import type { DerivedCharacter } from '@hearth/rules';

import { useChunkAfterPaint } from '../../app/useChunkAfterPaint.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { useInventories } from '../../data/characters/queries.ts';
import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import { useInventoryActions } from '../../data/inventories/inventoryActions.ts';
import { useOnline } from '../../data/network/useOnline.ts';
import { CharacterGate } from '../character/CharacterGate.tsx';
import { CharacterPage } from '../character/CharacterPage.tsx';
import { CarrySummary } from './CarrySummary.tsx';
import { InventoryCard } from './InventoryCard.tsx';
import type { OpenDrawer } from './InventoryDrawers.tsx';
import type { ItemRow } from './inventoryView.ts';
import { orderInventories, viewInventory } from './inventoryView.ts';
import { useCarryWarning } from './useCarryWarning.ts';
import { useItemControls } from './useItemControls.ts';

import './Inventory.css';

/**
 * /inventory/{id} (platform §2): the character's inventories, the body first; `id` picks the
 * one shown highlighted (the first without it). Carried weight against carry and drag capacity
 * on top.
 */
export default function InventoryScreen() {
  return (
    <CharacterGate>
      {(character, sheet) => <InventoryPage character={character} sheet={sheet} />}
    </CharacterGate>
  );
}

// The drawers are all closed when the page opens: their code (the item's facts, its attack rows
// with the magic pages' helpers) comes after the first paint, long before a first tap.
const loadDrawers = () => import('./InventoryDrawers.tsx');
const InventoryDrawers = lazy(loadDrawers);

function findRow(rows: readonly ItemRow[], id: string): ItemRow | undefined {
  for (const row of rows) {
    if (row.item.id === id) return row;
    const inside = findRow(row.contents, id);
    if (inside) return inside;
  }
  return undefined;
}

function InventoryPage({ character, sheet }: { character: Character; sheet: DerivedCharacter }) {
  const { t } = useTranslation('inventory');
  const { id } = useParams();
  const inventories = useInventories(character.id);
  const catalogue = useRulesCatalogue().data;
  const online = useOnline();
  const ordered = useMemo(() => orderInventories(inventories.data ?? []), [inventories.data]);
  const views = useMemo(
    () => (catalogue ? ordered.map((inventory) => viewInventory(inventory, catalogue)) : []),
    [ordered, catalogue],
  );
  const allItems = useMemo(() => ordered.flatMap((inventory) => inventory.items), [ordered]);
  const controls = useItemControls(character.id, allItems);
  const inventoryActions = useInventoryActions(character.id);
  useCarryWarning(character.id, sheet.carry, (catalogue?.items.size ?? 0) > 0);
  const selectedId = ordered.some((inventory) => inventory.id === id) ? id : ordered[0]?.id;
  const [itemId, setItemId] = useState<string | null>(null);
  const [drawer, setDrawer] = useState<OpenDrawer>(null);
  const [creating, setCreating] = useState(false);
  const [purseOf, setPurseOf] = useState<string | null>(null);
  const purseView = views.find((view) => view.inventory.id === purseOf);
  const selectedRef = useRef<HTMLElement>(null);
  const drawersShown = useChunkAfterPaint(loadDrawers);
  const row = itemId
    ? views.map((view) => findRow(view.rows, itemId)).find((found) => found !== undefined)
    : undefined;

  // An inventory further down is brought into view; the first is in view with the carry summary.
  const scrollTo = selectedId !== ordered[0]?.id;
  useEffect(() => {
    if (scrollTo) selectedRef.current?.scrollIntoView?.({ block: 'start' });
  }, [scrollTo, selectedId, views.length]);

  const closeItem = () => {
    setDrawer(null);
    setItemId(null);
  };
  const create = (body: CreateInventoryBody) => {
    setCreating(false);
    inventoryActions.create.mutateAsync(body).then(
      (created) => toast.success(t('create.created', { name: created.name })),
      () => undefined,
    );
  };

  return (
    <CharacterPage
      character={character}
      title={t('title')}
      actions={
        <button
          type="button"
          className="button button--ghost"
          disabled={!online}
          onClick={() => setCreating(true)}
        >
          {t('create.open')}
        </button>
      }
    >
      <CarrySummary sheet={sheet} />
      {!online && (
        <p className="sheet-warning" role="status">
          {t('offline')}
        </p>
      )}
      {inventories.isPending || !catalogue ? (
        <p className="sheet-note">{t('loading')}</p>
      ) : inventories.isError && !inventories.data ? (
        <div className="card">
          <p className="sheet-warning">{t('loadFailed')}</p>
          <button type="button" className="button" onClick={() => void inventories.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : (
        views.map((view) => (
          <InventoryCard
            key={view.inventory.id}
            ref={view.inventory.id === selectedId ? selectedRef : undefined}
            view={view}
            characterId={character.id}
            selected={view.inventory.id === selectedId}
            online={online}
            controls={controls}
            onOpenItem={setItemId}
            onToggle={() =>
              inventoryActions.update.mutate({
                id: view.inventory.id,
                changes: { opened: !view.inventory.opened },
              })
            }
            onDelete={() =>
              inventoryActions.remove.mutateAsync(view.inventory.id).then(
                () => toast.success(t('card.deleted', { name: view.inventory.name })),
                () => undefined,
              )
            }
            onEditPurse={() => setPurseOf(view.inventory.id)}
          />
        ))
      )}
      {drawersShown && (
        <Suspense fallback={null}>
          <InventoryDrawers
            row={row}
            drawer={drawer}
            setDrawer={setDrawer}
            closeItem={closeItem}
            ordered={ordered}
            catalogue={catalogue}
            character={character}
            sheet={sheet}
            online={online}
            controls={controls}
            purseView={purseView}
            setPurseOf={setPurseOf}
            creating={creating}
            setCreating={setCreating}
            create={create}
          />
        </Suspense>
      )}
    </CharacterPage>
  );
}
