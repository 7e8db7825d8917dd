/** Every table, one file per aggregate. drizzle-kit reads this file to generate migrations. */
export * from './beasts.ts';
export * from './campaigns.ts';
export * from './character-history.ts';
export * from './characters.ts';
export * from './content-entries.ts';
export * from './custom-items.ts';
export * from './favorites.ts';
export * from './idempotency-keys.ts';
export * from './inventories.ts';
export * from './notes.ts';
export * from './presets.ts';
export * from './uploads.ts';
export * from './users.ts';
