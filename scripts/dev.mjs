// `npm run dev`: the API server in watch mode and Vite's dev server with hot reload, behind one
// URL (Vite proxies /api to the API server). Ctrl-C stops both.
import { spawn } from 'node:child_process';

const webPort = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@hearth/server'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${webPort}`,
    },
  }),
  spawn('npm', ['run', 'dev', '-w', '@hearth/web'], {
    stdio: 'inherit',
    env: { ...process.env, WEB_PORT: webPort, HEARTH_API_URL: `http://127.0.0.1:${apiPort}` },
  }),
];

console.log(`\nHearth dev: open http://localhost:${webPort} (API on ${apiPort})\n`);

function stop(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
