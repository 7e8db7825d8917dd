// Reading a package-lock.json and matching it against an advisory snapshot: the pure part of
// `npm run advisories:check` and `npm run advisories:update`, kept apart so tests can feed it
// fixture lockfiles.
import semver from 'semver';

/** Severities that fail the check; lower ones are printed and let through. */
export const FAILING_SEVERITIES = new Set(['high', 'critical']);

/**
 * Every installed package of a lockfile (v2 or v3) as `{ name, version, path }`. Workspaces
 * and links are ours, not the registry's, and are left out.
 */
export function lockedPackages(lockfile) {
  const packages = [];
  for (const [path, entry] of Object.entries(lockfile.packages ?? {})) {
    const at = path.lastIndexOf('node_modules/');
    if (at === -1 || entry.link || !entry.version) continue;
    packages.push({ name: path.slice(at + 'node_modules/'.length), version: entry.version, path });
  }
  return packages;
}

/** Each locked package whose version lies in an advisory's vulnerable range. */
export function matchAdvisories(packages, advisories) {
  const byPackage = new Map();
  for (const advisory of advisories) {
    const list = byPackage.get(advisory.package) ?? [];
    list.push(advisory);
    byPackage.set(advisory.package, list);
  }
  const matches = [];
  for (const locked of packages) {
    for (const advisory of byPackage.get(locked.name) ?? []) {
      if (semver.satisfies(locked.version, advisory.range, { includePrerelease: true })) {
        matches.push({ ...locked, advisory });
      }
    }
  }
  return matches;
}

/** Splits matches into those that fail the check and those that are only reported. */
export function judge(matches) {
  return {
    failing: matches.filter((m) => FAILING_SEVERITIES.has(m.advisory.severity)),
    reported: matches.filter((m) => !FAILING_SEVERITIES.has(m.advisory.severity)),
  };
}

/** The body of the registry's bulk advisory query: each package name with its locked versions. */
export function bulkQuery(packages) {
  const query = {};
  for (const { name, version } of packages) {
    query[name] = [...new Set([...(query[name] ?? []), version])];
  }
  return query;
}

/**
 * The registry's bulk answer (`{ name: [{ id, url, title, severity, vulnerable_versions }] }`)
 * merged into a snapshot's advisories: known ones are refreshed, new ones added, and none
 * dropped, since an advisory the lockfile no longer matches still guards against going back.
 */
export function mergeAdvisories(existing, bulkAnswer) {
  const merged = new Map(existing.map((advisory) => [advisory.id, advisory]));
  for (const [name, list] of Object.entries(bulkAnswer)) {
    for (const advisory of list) {
      const id = advisory.url?.split('/').pop() || String(advisory.id);
      merged.set(id, {
        package: name,
        id,
        severity: advisory.severity,
        range: advisory.vulnerable_versions,
        title: advisory.title,
        url: advisory.url,
      });
    }
  }
  return [...merged.values()].sort(
    (a, b) => a.package.localeCompare(b.package) || a.id.localeCompare(b.id),
  );
}

/** One line per match, for the console. */
export function describeMatch({ name, version, path, advisory }) {
  return `${advisory.severity.padEnd(8)} ${name}@${version} (${path}) in ${advisory.range}: ${advisory.id} ${advisory.title}`;
}
