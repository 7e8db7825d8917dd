import type { Character, CreateInventoryBody, Inventory } from '@hearth/contract';
import type { DerivedCharacter, RulesCatalogue } from '@hearth/rules';

import { CreateInventoryDrawer } from './CreateInventoryDrawer.tsx';
import { EditCustomItem } from './EditCustomItem.tsx';
import type { InventoryView, ItemRow } from './inventoryView.ts';
import { ItemDrawer } from './ItemDrawer.tsx';
import { PurseDrawer } from './PurseDrawer.tsx';
import { ShareDrawer } from './ShareDrawer.tsx';
import { SplitDrawer } from './SplitDrawer.tsx';
import type { ItemControls } from './useItemControls.ts';

export type OpenDrawer = 'split' | 'share' | 'edit' | null;

export interface InventoryDrawersProps {
  /** The item tapped, if any; its drawer shows unless one of its actions' drawers does. */
  row: ItemRow | undefined;
  drawer: OpenDrawer;
  setDrawer: (drawer: OpenDrawer) => void;
  closeItem: () => void;
  ordered: readonly Inventory[];
  catalogue: RulesCatalogue | undefined;
  character: Character;
  sheet: DerivedCharacter;
  online: boolean;
  controls: ItemControls;
  purseView: InventoryView | undefined;
  setPurseOf: (inventoryId: string | null) => void;
  creating: boolean;
  setCreating: (creating: boolean) => void;
  create: (body: CreateInventoryBody) => void;
}

/**
 * The inventory page's drawers (an item's details and actions, the purse, a new inventory).
 * All closed when the page opens, so the page loads them after its first paint (issue 16).
 */
export default function InventoryDrawers({
  row,
  drawer,
  setDrawer,
  closeItem,
  ordered,
  catalogue,
  character,
  sheet,
  online,
  controls,
  purseView,
  setPurseOf,
  creating,
  setCreating,
  create,
}: InventoryDrawersProps) {
  return (
    <>
      {catalogue && (
        <ItemDrawer
          row={drawer === null ? row : undefined}
          inventories={ordered}
          catalogue={catalogue}
          character={character}
          sheet={sheet}
          online={online}
          controls={controls}
          onClose={closeItem}
          onSplit={() => setDrawer('split')}
          onShare={() => setDrawer('share')}
          onEdit={() => setDrawer('edit')}
        />
      )}
      {catalogue && (
        <PurseDrawer
          inventory={purseView?.inventory}
          purse={purseView?.purse}
          catalogue={catalogue}
          characterId={character.id}
          online={online}
          onClose={() => setPurseOf(null)}
        />
      )}
      {/* Saved or not, the item's details come back. */}
      <EditCustomItem
        item={drawer === 'edit' ? row?.item : undefined}
        characterId={character.id}
        onClose={() => setDrawer(null)}
      />
      <SplitDrawer
        item={drawer === 'split' ? row?.item : undefined}
        title={row?.title ?? ''}
        characterId={character.id}
        online={online}
        onClose={closeItem}
      />
      <ShareDrawer
        item={drawer === 'share' ? row?.item : undefined}
        title={row?.title ?? ''}
        characterId={character.id}
        online={online}
        onClose={closeItem}
      />
      <CreateInventoryDrawer
        open={creating}
        online={online}
        onClose={() => setCreating(false)}
        onCreate={create}
      />
    </>
  );
}
