import type { ReactNode } from 'react';

import type { Spell } from '@hearth/content';
import type { SpellRules } from '@hearth/rules';

import { Drawer } from '../../components/drawer/Drawer.tsx';
import { SpellDetails } from '../magic/SpellDetails.tsx';

/** The spell opened from the list: its rules, and its full entry once the device has it. */
export interface OpenedSpell {
  rules: SpellRules;
  full: Spell | null;
}

/** The spells pages' drawer: a spell's details with its toggles (loaded after the list paints). */
export default function SpellBrowserDrawer({
  opened,
  onClose,
  actions,
}: {
  opened: OpenedSpell | null;
  onClose: () => void;
  actions: (spell: SpellRules) => ReactNode;
}) {
  return (
    <Drawer open={opened !== null} onClose={onClose} title={opened?.rules.title ?? ''}>
      {opened &&
        (opened.full ? (
          <SpellDetails spell={opened.full} actions={actions(opened.rules)} />
        ) : (
          actions(opened.rules)
        ))}
    </Drawer>
  );
}
