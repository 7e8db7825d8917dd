import type { Catalogue } from '@hearth/content';
import type { Source } from '@hearth/content';

/** The catalogue's sources bundle, validated at build, read as Source entries. */
export function catalogueSources(catalogue: Catalogue): Source[] {
  return catalogue.sources.entries as Source[];
}

export interface SourceKeys {
  required: ReadonlySet<string>;
  optional: ReadonlySet<string>;
}

export function sourceKeys(catalogue: Catalogue): SourceKeys {
  const sources = catalogueSources(catalogue);
  return {
    required: new Set(sources.filter((source) => source.required).map((source) => source.key)),
    optional: new Set(sources.filter((source) => !source.required).map((source) => source.key)),
  };
}
