// Prints (does not assert) throughput and latency of GET /api/buildings with the §7 filter under
// 100 concurrent connections against a real server process, next to a bare Fastify route in
// another process answering the same body. Aims: at least 25% of the bare throughput, p99 < 25 ms.
// Run: `npx -y pnpm@10 --filter @fleetdeck/tests exec tsx bench/api-buildings.ts`.
import autocannon, { type Result } from 'autocannon';
import { fork } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { demo, startTestServer } from '../api/harness/index.js';

const CONNECTIONS = 100;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const FILTER = { where: { status: 1 }, order: 'updatedAt DESC', include: ['groups', 'flowGroups'] };

interface Measured {
  result: Result;
  /** CPU milliseconds the serving process spent per answered request. */
  cpuMsPerRequest: number;
}

// On a shared machine req/s mostly measures the neighbours; CPU time of the serving process per
// request (from /proc, user + system) is the figure that stays comparable between runs.
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function pidServing(dataDir: string): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmdline.includes('serve') && cmdline.includes(dataDir)) return Number(entry);
    } catch {
      // the process ended while we looked
    }
  }
  throw new Error(`no server process for ${dataDir}`);
}

async function measure(pid: number, url: string, headers: Record<string, string> = {}): Promise<Measured> {
  // A short warm-up lets the JIT and SQLite's page cache settle before the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const before = cpuMs(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const answered = Math.max(1, result['2xx']);
  return { result, cpuMsPerRequest: (cpuMs(pid) - before) / answered };
}

function line(label: string, { result, cpuMsPerRequest }: Measured): string {
  return `${label.padEnd(22)} ${result.requests.average.toFixed(0).padStart(8)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   CPU ${cpuMsPerRequest.toFixed(3)} ms/req   non-2xx ${result.non2xx}   errors ${result.errors}`;
}

const server = await startTestServer({ smtp: false });
try {
  const token = await server.login(demo.orgAdmin);
  const path = `/api/buildings?filter=${encodeURIComponent(JSON.stringify(FILTER))}`;
  const sample = await server.api('GET', path, undefined, token);
  if (sample.status !== 200) throw new Error(`GET ${path} answered ${sample.status}`);

  const bare = fork(fileURLToPath(new URL('./bare-fastify.ts', import.meta.url)), { env: { ...process.env, BARE_BODY: JSON.stringify(sample.body) } });
  const bareAddress = await new Promise<string>((resolve, reject) => {
    bare.once('message', (message) => resolve((message as { address: string }).address));
    bare.once('exit', (code) => reject(new Error(`bare Fastify exited (${code})`)));
  });
  try {
    const reference = await measure(bare.pid ?? 0, `${bareAddress}/bare`);
    const measured = await measure(pidServing(server.dataDir), `${server.url}${path}`, { authorization: `Bearer ${token}` });
    const api = measured.result;
    const ratio = api.requests.average / reference.result.requests.average;
    const cpuRatio = reference.cpuMsPerRequest / measured.cpuMsPerRequest;
    console.log(`GET /api/buildings (§7 filter, organization admin, ${CONNECTIONS} connections, ${DURATION_S} s)`);
    console.log(line('bare Fastify route', reference));
    console.log(line('GET /api/buildings', measured));
    console.log(`throughput ratio       ${(ratio * 100).toFixed(1)}% of bare (aim >= 25%: ${ratio >= 0.25 ? 'met' : 'NOT met'})`);
    console.log(`CPU-bound ratio        ${(cpuRatio * 100).toFixed(1)}% of bare (bare CPU per request / API CPU per request; what the ratio would be on an idle machine)`);
    console.log(`p99 latency            ${api.latency.p99} ms (aim < 25 ms: ${api.latency.p99 < 25 ? 'met' : 'NOT met'})`);
  } finally {
    bare.kill();
  }
} finally {
  await server.stop();
}
