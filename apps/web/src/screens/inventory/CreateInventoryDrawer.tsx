import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { CreateInventoryBody } from '@hearth/contract';

import { Drawer } from '../../components/drawer/Drawer.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { INVENTORY_TYPES } from '../../data/inventories/inventoryTypes.ts';

type InventoryType = (typeof INVENTORY_TYPES)[number];

/** The form's fields as typed, checked as the contract checks them (platform §5). */
export function readInventoryForm(form: {
  name: string;
  type: InventoryType;
  capacity: string;
}):
  | { body: CreateInventoryBody }
  | { errors: { name?: 'nameRequired'; capacity?: 'capacityInvalid' } } {
  const name = form.name.trim();
  const capacityText = form.capacity.trim().replace(',', '.');
  const capacity = capacityText === '' ? null : Number(capacityText);
  const errors: { name?: 'nameRequired'; capacity?: 'capacityInvalid' } = {};
  if (name === '') errors.name = 'nameRequired';
  if (capacity !== null && (!Number.isFinite(capacity) || capacity < 0 || capacity > 1_000_000)) {
    errors.capacity = 'capacityInvalid';
  }
  if (errors.name || errors.capacity) return { errors };
  return { body: { name, type: form.type, capacity } };
}

/** A new inventory: a non-blank name, its kind, and optionally how many pounds it holds. */
export function CreateInventoryDrawer({
  open,
  online,
  onClose,
  onCreate,
}: {
  open: boolean;
  online: boolean;
  onClose: () => void;
  onCreate: (body: CreateInventoryBody) => void;
}) {
  const { t } = useTranslation('inventory');
  return (
    <Drawer open={open} onClose={onClose} title={t('create.title')}>
      <CreateInventoryForm online={online} onCreate={onCreate} />
    </Drawer>
  );
}

function CreateInventoryForm({
  online,
  onCreate,
}: {
  online: boolean;
  onCreate: (body: CreateInventoryBody) => void;
}) {
  const { t } = useTranslation('inventory');
  const typeId = useId();
  const [form, setForm] = useState({ name: '', type: 'backpack' as InventoryType, capacity: '' });
  const [errors, setErrors] = useState<{ name?: 'nameRequired'; capacity?: 'capacityInvalid' }>({});
  const submit = () => {
    const read = readInventoryForm(form);
    if ('errors' in read) setErrors(read.errors);
    else onCreate(read.body);
  };
  return (
    <form
      className="form-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        label={t('create.name')}
        value={form.name}
        maxLength={100}
        error={errors.name && t(`create.${errors.name}`)}
        onValueChange={(name) => setForm({ ...form, name })}
      />
      <div className="field">
        <label className="field__label" htmlFor={typeId}>
          {t('create.type')}
        </label>
        <select
          id={typeId}
          className="field__control"
          value={form.type}
          onChange={(event) => setForm({ ...form, type: event.target.value as InventoryType })}
        >
          {INVENTORY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('create.capacity')}
        value={form.capacity}
        inputMode="decimal"
        hint={t('create.capacityHint')}
        error={errors.capacity && t(`create.${errors.capacity}`)}
        onValueChange={(capacity) => setForm({ ...form, capacity })}
      />
      <button type="submit" className="button button--primary" disabled={!online}>
        {t('create.submit')}
      </button>
    </form>
  );
}
