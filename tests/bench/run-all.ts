// Runs every benchmark one after another, each in its own process so none skews the next.
// Benchmarks print figures; they assert nothing and are not part of `npm test`.
// Run one alone with `npx tsx bench/<name>.ts`; pass names to run a subset: `pnpm bench api-buildings`.
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
const chosen = process.argv.length > 2 ? process.argv.slice(2) : benches;
const unknown = chosen.filter((name) => !benches.includes(name));
if (unknown.length > 0) {
  console.error(`unknown benchmark: ${unknown.join(', ')}; choose from ${benches.join(', ')}`);
  process.exit(2);
}

const here = dirname(fileURLToPath(import.meta.url));
let failed = 0;
for (const name of chosen) {
  console.log(`\n=== ${name} ===`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(here, `${name}.ts`)], { stdio: 'inherit', cwd: join(here, '..') });
  if (run.status !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
