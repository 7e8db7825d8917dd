import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('./check-advisories.mjs', import.meta.url));

const ADVISORIES = {
  updated: '2026-11-27',
  advisories: [
    {
      package: '@fastify/static',
      id: 'GHSA-83w8-p2f5-377r',
      severity: 'high',
      range: '<10.1.1',
      title: 'Route guard bypass via path traversal',
    },
    {
      package: 'left-pad',
      id: 'GHSA-test-moderate',
      severity: 'moderate',
      range: '<2.0.0',
      title: 'Pads too much',
    },
  ],
};

/** A lockfile (v3) with our workspace and the given installed packages. */
function lockfile(installed: Record<string, string>) {
  return {
    name: 'fixture',
    lockfileVersion: 3,
    packages: {
      '': { name: 'fixture', workspaces: ['apps/server'] },
      'apps/server': { name: '@fixture/server', version: '0.1.0' },
      'node_modules/@fixture/server': { resolved: 'apps/server', link: true },
      ...Object.fromEntries(
        Object.entries(installed).map(([path, version]) => [path, { version }]),
      ),
    },
  };
}

/** Runs the check as CI does, on fixture files. */
function check(installed: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-advisories-'));
  writeFileSync(join(dir, 'package-lock.json'), JSON.stringify(lockfile(installed)));
  writeFileSync(join(dir, 'advisories.json'), JSON.stringify(ADVISORIES));
  const result = spawnSync(
    process.execPath,
    [
      SCRIPT,
      '--lockfile',
      join(dir, 'package-lock.json'),
      '--advisories',
      join(dir, 'advisories.json'),
    ],
    { encoding: 'utf8' },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the offline advisory check', () => {
  it('fails on a locked version inside a high advisory, naming package, version and advisory', () => {
    const { status, output } = check({ 'node_modules/@fastify/static': '9.3.0' });
    expect(status).toBe(1);
    expect(output).toContain('@fastify/static@9.3.0');
    expect(output).toContain('GHSA-83w8-p2f5-377r');
  });

  it('finds a vulnerable copy nested under another package', () => {
    const { status, output } = check({
      'node_modules/@fastify/static': '10.1.3',
      'node_modules/@fastify/swagger-ui/node_modules/@fastify/static': '10.0.0',
    });
    expect(status).toBe(1);
    expect(output).toContain('node_modules/@fastify/swagger-ui/node_modules/@fastify/static');
  });

  it('passes on a fixed version', () => {
    const { status, output } = check({ 'node_modules/@fastify/static': '10.1.3' });
    expect(status, output).toBe(0);
    expect(output).toContain('0 high or critical');
  });

  it('reports a moderate advisory without failing', () => {
    const { status, output } = check({ 'node_modules/left-pad': '1.3.0' });
    expect(status, output).toBe(0);
    expect(output).toContain('GHSA-test-moderate');
    expect(output).toContain('1 lower');
  });
});
