import { z } from 'zod';

import { defineEndpoint } from '../endpoint.ts';
import { PERMISSIONS } from '../permissions.ts';

/**
 * Content administration: catalogue entries written over the bundled ones, validated by the
 * store's content schema, each write changing the store's content version. Only users holding
 * {@link PERMISSIONS.contentAdmin} may call these.
 */
const EntryId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a lower-case slug')
  .max(100);

/** Stores an admin may write (sources are part of the deployment, not editable). */
export const WRITABLE_STORES = [
  'rules',
  'species',
  'classes',
  'backgrounds',
  'features',
  'spells',
  'items',
  'presets',
  'beasts',
  'content',
] as const;

const Entry = z.record(z.string(), z.unknown()).meta({
  description: "The whole entry, as the store's content schema describes it (with its id)",
});

export const ContentWrite = z.object({ store: z.enum(WRITABLE_STORES), entry: Entry });
export const StoreParam = z.object({ store: z.enum(WRITABLE_STORES) });

/** What a write answers: the entry as stored and the store's new content version. */
export const ContentWriteResult = z
  .object({ store: z.string(), id: z.string(), version: z.string(), entry: Entry.nullable() })
  .meta({ id: 'ContentWriteResult' });

const admin = {
  tags: ['content admin'],
  auth: 'user',
  permissions: [PERMISSIONS.contentAdmin],
} as const;

export const createContent = defineEndpoint({
  ...admin,
  method: 'POST',
  path: '/content',
  summary: 'Add a catalogue entry to a store (409 when the id is taken)',
  body: ContentWrite,
  response: ContentWriteResult,
  successStatus: 201,
});

export const updateContent = defineEndpoint({
  ...admin,
  method: 'PUT',
  path: '/content/:id',
  summary: 'Replace a catalogue entry',
  params: z.object({ id: EntryId }),
  body: ContentWrite,
  response: ContentWriteResult,
});

export const deleteContent = defineEndpoint({
  ...admin,
  method: 'DELETE',
  path: '/content/:id',
  summary: 'Remove a catalogue entry',
  params: z.object({ id: EntryId }),
  query: StoreParam,
  response: ContentWriteResult,
});

/** The spec's CRUD on rules and beasts: the same writes with the store in the path. */
function storeCrud(store: 'rules' | 'beasts') {
  const Body = Entry;
  return {
    get: defineEndpoint({
      method: 'GET',
      path: `/${store}/:id`,
      summary: `One entry of ${store}`,
      tags: ['catalogue'],
      auth: 'none',
      params: z.object({ id: EntryId }),
      response: Entry,
    }),
    create: defineEndpoint({
      ...admin,
      method: 'POST',
      path: `/${store}`,
      summary: `Add an entry to ${store}`,
      body: Body,
      response: ContentWriteResult,
      successStatus: 201,
    }),
    update: defineEndpoint({
      ...admin,
      method: 'PUT',
      path: `/${store}/:id`,
      summary: `Replace an entry of ${store}`,
      params: z.object({ id: EntryId }),
      body: Body,
      response: ContentWriteResult,
    }),
    remove: defineEndpoint({
      ...admin,
      method: 'DELETE',
      path: `/${store}/:id`,
      summary: `Remove an entry of ${store}`,
      params: z.object({ id: EntryId }),
      response: ContentWriteResult,
    }),
  };
}

export const rulesCrud = storeCrud('rules');
export const beastsCrud = storeCrud('beasts');
