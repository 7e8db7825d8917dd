export * from './dnd5e/core.ts';
