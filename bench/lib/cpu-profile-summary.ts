// Summarises V8 CPU profiles (`node --cpu-prof`): `node --import tsx bench/lib/cpu-profile-summary.ts
// <file.cpuprofile>… [--top=25]`. Prints the functions with the most self time and the same
// time grouped by package (node_modules folder, our workspace, or Node's internals).
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function packageOf(url: string): string {
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1]!;
  if (/\/(apps|packages)\/([^/]+)\//.test(url))
    return `hearth:${/\/(apps|packages)\/([^/]+)\//.exec(url)![2]}`;
  return url.startsWith('node:') ? 'node' : url === '' ? '(native / gc / idle)' : url;
}

const args = process.argv.slice(2);
const top = Number(args.find((arg) => arg.startsWith('--top='))?.split('=')[1] ?? 25);
const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
let total = 0;
for (const file of args.filter((arg) => !arg.startsWith('--'))) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id)!.callFrame;
    const us = profile.timeDeltas[index] ?? 0;
    total += us;
    const where = frame.url.replace(/^.*node_modules\//, '').replace(/^.*\/(apps|packages)\//, '');
    const name = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    const pkg = packageOf(frame.url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  });
}
const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${((100 * us) / total).toFixed(1).padStart(5)}%  ${name}`);
  }
};
print('self time by function', byFunction);
print('self time by package', byPackage);
