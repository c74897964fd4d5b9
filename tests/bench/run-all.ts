// Runs every benchmark one after another, each in its own process so none skews the next.
// Benchmarks print figures; they assert nothing and are not part of `npm test`.
// Run one alone with `npx tsx bench/<name>.ts`; pass names to run a subset: `npm run bench -- api-buildings`,
// and options for each after `--`. `npm run bench` (scripts/bench.sh) starts PostgreSQL and NATS
// around this; where they run (FLEETDECK_TEST_POSTGRES_URL, FLEETDECK_TEST_NATS_URL), resource-list
// measures PostgreSQL beside SQLite and cluster-fleet runs its two processes on them.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const benches = [
  'api-buildings',
  'resource-list',
  'bundle-size',
  'wire-bytes',
  'first-screen',
  'lighthouse',
  'systemjs-vs-esm',
  'scroll-frames',
  'teleop-latency',
  'teleop-first-frame',
  'fleet-5000',
  'schedule-5000',
  'schedule-month',
  'cluster-fleet',
  'fleet-control-browser',
  'maps-editor-browser',
  'create-plugin',
  'login-flood',
  'report-export',
  'threshold-alerts',
  'archive-seek',
  'archive-timeline',
  'archive-upload-resume',
];
const given = process.argv.slice(2);
const split = given.indexOf('--');
const names = split === -1 ? given : given.slice(0, split);
const options = split === -1 ? [] : given.slice(split + 1);
const chosen = names.length > 0 ? names : benches;
// Benchmarks whose servers run on PostgreSQL (the others keep the embedded default, SQLite).
const onPostgres = new Set(['cluster-fleet']);
const unknown = chosen.filter((name) => !benches.includes(name));
if (unknown.length > 0) {
  console.error(`unknown benchmark: ${unknown.join(', ')}; choose from ${benches.join(', ')}`);
  process.exit(2);
}

const here = dirname(fileURLToPath(import.meta.url));
let failed = 0;
for (const name of chosen) {
  console.log(`\n=== ${name} ===`);
  const env = onPostgres.has(name) && process.env.FLEETDECK_TEST_POSTGRES_URL ? { ...process.env, FLEETDECK_TEST_STORE: 'postgres' } : process.env;
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(here, `${name}.ts`), ...options], { stdio: 'inherit', cwd: join(here, '..'), env });
  if (run.status !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
