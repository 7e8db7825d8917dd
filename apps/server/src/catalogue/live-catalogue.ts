import type { Catalogue, CatalogueStore, StoreBundle } from '@hearth/content';
import {
  CATALOGUE_STORES,
  crossReferenceProblems,
  rulesCatalogueOf,
  STORE_SCHEMAS,
  withTranslationKeys,
} from '@hearth/content';
import type { FieldError } from '@hearth/contract';
import type { RulesCatalogue } from '@hearth/rules';

import type { Database } from '../db/index.ts';
import { AppError } from '../errors/app-error.ts';
import type { ContentRow } from './content-repository.ts';
import { contentRepository } from './content-repository.ts';
import { applyOverlay } from './overlay.ts';

/** How long an instance trusts its copy of the admin edits before asking the database again. */
const RECHECK_MS = 1000;

export interface ContentWriteResult {
  store: string;
  id: string;
  version: string;
  entry: Record<string, unknown> | null;
}

/**
 * The catalogue as served: the compiled bundles with the admins' edits laid over them. Every
 * instance reads the edits from the database and re-checks a fingerprint of them at most once
 * a second, so an edit made through one instance is served by all of them within a second
 * without any messaging between them.
 */
export class LiveCatalogue {
  private readonly repository;
  private served: Catalogue;
  private stamp = '';
  private checkedAt = Number.NEGATIVE_INFINITY;
  private refreshing: Promise<void> | null = null;
  private indexed: { served: Catalogue; rules: RulesCatalogue } | null = null;
  private versionsOf: {
    served: Catalogue;
    versions: Readonly<Record<CatalogueStore, string>>;
  } | null = null;

  constructor(
    private readonly base: Catalogue,
    db: Database,
    private readonly clock: () => number = Date.now,
  ) {
    this.repository = contentRepository(db);
    this.served = base;
  }

  async store(name: CatalogueStore): Promise<StoreBundle> {
    await this.fresh();
    return this.served[name];
  }

  /** The served catalogue indexed for the rules engine, rebuilt only when an edit changed it. */
  async rules(): Promise<RulesCatalogue> {
    await this.fresh();
    if (this.indexed?.served !== this.served) {
      this.indexed = { served: this.served, rules: rulesCatalogueOf(this.served) };
    }
    return this.indexed.rules;
  }

  /** The store versions; the same (frozen) object as long as the served catalogue is the same. */
  async versions(): Promise<Readonly<Record<CatalogueStore, string>>> {
    await this.fresh();
    if (this.versionsOf?.served !== this.served) {
      const versions = Object.freeze(
        Object.fromEntries(CATALOGUE_STORES.map((store) => [store, this.served[store].version])),
      ) as Readonly<Record<CatalogueStore, string>>;
      this.versionsOf = { served: this.served, versions };
    }
    return this.versionsOf.versions;
  }

  async entry(store: CatalogueStore, id: string): Promise<Record<string, unknown> | null> {
    const bundle = await this.store(store);
    return (bundle.entries as Record<string, unknown>[]).find((entry) => entry.id === id) ?? null;
  }

  async create(store: CatalogueStore, entry: unknown, userId: string): Promise<ContentWriteResult> {
    const data = validEntry(store, entry);
    const id = data.id as string;
    const row = await this.repository.find(store, id);
    const exists = row ? !row.deleted : this.inBase(store, id);
    if (exists) throw new AppError('CONFLICT', `"${id}" already exists in ${store}`);
    await this.refuseDanglingReferences(store, id, data);
    await this.write(store, id, data, false, userId, row);
    return this.result(store, id, data);
  }

  async update(
    store: CatalogueStore,
    id: string,
    entry: unknown,
    userId: string,
  ): Promise<ContentWriteResult> {
    const data = validEntry(store, entry);
    if (data.id !== id) {
      throw new AppError('VALIDATION', undefined, {
        fields: [{ path: 'body.entry.id', message: `must be "${id}", the id in the path` }],
      });
    }
    const row = await this.existing(store, id);
    await this.refuseDanglingReferences(store, id, data);
    await this.write(store, id, data, false, userId, row);
    return this.result(store, id, data);
  }

  async remove(store: CatalogueStore, id: string, userId: string): Promise<ContentWriteResult> {
    const row = await this.existing(store, id);
    const previous = row?.data ?? (await this.entry(store, id)) ?? {};
    await this.refuseDanglingReferences(store, id, null);
    await this.write(store, id, previous, true, userId, row);
    return this.result(store, id, null);
  }

  /**
   * The catalogue must stay whole: an entry may only name entries that exist, and an entry
   * others name cannot be removed. Only problems the change would add count.
   */
  private async refuseDanglingReferences(
    store: CatalogueStore,
    id: string,
    data: Record<string, unknown> | null,
  ): Promise<void> {
    await this.fresh();
    const changed = applyOverlay(this.served[store], [{ id, data: data ?? {}, deleted: !data }]);
    const before = new Set(crossReferenceProblems(this.served));
    const added = crossReferenceProblems({ ...this.served, [store]: changed }).filter(
      (problem) => !before.has(problem),
    );
    if (added.length === 0) return;
    if (!data) throw new AppError('CONFLICT', `Other entries still refer to "${id}": ${added[0]}`);
    throw new AppError('VALIDATION', undefined, {
      fields: added.map((problem) => ({ path: 'body.entry', message: problem })),
    });
  }

  /** The entry's overlay row (null when only the bundle has it); 404 when it does not exist. */
  private async existing(store: CatalogueStore, id: string): Promise<ContentRow | null> {
    const row = await this.repository.find(store, id);
    const exists = row ? !row.deleted : this.inBase(store, id);
    if (!exists) throw new AppError('NOT_FOUND', `No "${id}" in ${store}`);
    return row;
  }

  private inBase(store: CatalogueStore, id: string): boolean {
    return (this.base[store].entries as { id: string }[]).some((entry) => entry.id === id);
  }

  private async write(
    store: CatalogueStore,
    id: string,
    data: Record<string, unknown>,
    deleted: boolean,
    userId: string,
    row: ContentRow | null,
  ): Promise<void> {
    const written = await this.repository.put({
      store,
      id,
      data,
      deleted,
      userId,
      previousVersion: row?.version ?? null,
    });
    if (!written) throw new AppError('CONFLICT', `"${id}" was changed meanwhile; try again`);
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }

  private async result(
    store: CatalogueStore,
    id: string,
    entry: Record<string, unknown> | null,
  ): Promise<ContentWriteResult> {
    return { store, id, entry, version: (await this.store(store)).version };
  }

  private async fresh(): Promise<void> {
    if (this.clock() - this.checkedAt < RECHECK_MS) return;
    this.refreshing ??= this.refresh().finally(() => {
      this.refreshing = null;
    });
    await this.refreshing;
  }

  private async refresh(): Promise<void> {
    const stamp = await this.repository.stamp();
    if (stamp !== this.stamp) {
      const rows = await this.repository.all();
      this.served = Object.fromEntries(
        CATALOGUE_STORES.map((store) => [
          store,
          applyOverlay(
            this.base[store],
            rows.filter((row) => row.store === store),
          ),
        ]),
      ) as Catalogue;
      this.stamp = stamp;
    }
    this.checkedAt = this.clock();
  }
}

/** The entry checked by its store's content schema, with field errors under `body.entry`. */
function validEntry(store: CatalogueStore, entry: unknown): Record<string, unknown> {
  const schema = STORE_SCHEMAS[store];
  if (!schema) {
    throw new AppError('VALIDATION', undefined, {
      fields: [{ path: 'body.store', message: `${store} entries cannot be written yet` }],
    });
  }
  const parsed = schema.safeParse(entry);
  if (!parsed.success) {
    const fields: FieldError[] = parsed.error.issues.map((issue) => ({
      path: ['body', 'entry', ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    throw new AppError('VALIDATION', undefined, { fields });
  }
  return withTranslationKeys(store, parsed.data as Record<string, unknown>);
}
