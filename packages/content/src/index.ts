export type { Catalogue, StoreBundle } from './build/compile.ts';
export { compileCatalogue, ContentError, versionOf, withTranslationKeys } from './build/compile.ts';
export { crossReferenceProblems } from './build/cross-check.ts';
export { loadCatalogue } from './build/load.ts';
export { rulesCatalogueOf } from './rules-catalogue.ts';
export * from './schemas/index.ts';
export * from './stores.ts';
