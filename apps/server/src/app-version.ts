import { readFileSync } from 'node:fs';

/** The product version: the root package.json's, which releases bump. */
export const APP_VERSION: string = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;
