// Runs drizzle-kit (`npm run db:generate`, `npm run db:check`) with drizzle-orm resolvable:
// npm placed drizzle-orm under apps/server/node_modules, out of reach of the root drizzle-kit.
// NODE_PATH covers its require() calls, the module hook its import() calls.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(join(serverDir, 'package.json'));
const drizzleKitBin = join(dirname(require.resolve('drizzle-kit')), 'bin.cjs');
const hook = new URL('./resolve-drizzle-orm.mjs', import.meta.url).href;
const registerHook = `data:text/javascript,import { register } from 'node:module'; register(${JSON.stringify(hook)});`;
const nodePath = [join(serverDir, 'node_modules'), process.env.NODE_PATH]
  .filter(Boolean)
  .join(delimiter);

const result = spawnSync(
  process.execPath,
  ['--import', registerHook, drizzleKitBin, ...process.argv.slice(2)],
  { cwd: serverDir, stdio: 'inherit', env: { ...process.env, NODE_PATH: nodePath } },
);
process.exit(result.status ?? 1);
