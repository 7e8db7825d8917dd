// Seeds PostgreSQL at issue 16's scale: `node --import tsx bench/seed-scale.ts`.
//   SCALE=1 (default) 100 000 users, 1 000 000 characters, 5 000 000 inventory lines;
//   SCALE=0.01 a quick run. SCALE_DATABASE=hearth_scale is (re)created on
//   SCALE_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres and dropped at the end
//   unless SCALE_KEEP=1 (bench/scale.ts reuses a kept one).
import { dropDatabase, seedScaleDatabase } from './lib/seed-scale.ts';

const ADMIN_URL = process.env.SCALE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = process.env.SCALE_DATABASE ?? 'hearth_scale';
const scale = Number(process.env.SCALE ?? 1);
const keep = process.env.SCALE_KEEP === '1';

if (!(scale > 0)) throw new Error(`SCALE must be a positive number, not ${process.env.SCALE}`);

console.log(`Seeding ${name} at scale ${scale}:`);
const started = performance.now();
const result = await seedScaleDatabase({ adminUrl: ADMIN_URL, name, scale, log: console.log });
const seconds = (performance.now() - started) / 1000;
const { counts } = result;
console.log(
  `\n${counts.users} users (${counts.sessions} signed in), ${counts.characters} characters, ` +
    `${counts.inventoryLines} inventory lines in ${seconds.toFixed(0)} s; ` +
    `database ${(result.sizeBytes / 1024 ** 3).toFixed(2)} GB`,
);
if (keep) console.log(`Kept ${name}: ${result.url}`);
else await dropDatabase(ADMIN_URL, name);
