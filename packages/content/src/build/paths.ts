import { fileURLToPath } from 'node:url';

/** Where the entry files live. */
export const ENTRIES_DIR = fileURLToPath(new URL('../entries', import.meta.url));
/** Where `npm run build` writes the compiled bundles. */
export const BUILD_DIR = fileURLToPath(new URL('../../build', import.meta.url));
/** Where the translated titles live (build/titles.ts). */
export const TRANSLATIONS_DIR = fileURLToPath(new URL('../translations', import.meta.url));
