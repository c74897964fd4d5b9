import { existsSync, openSync, writeSync } from 'node:fs';
import { readCredentialsFile } from './credentials-file.js';
import { USAGE, parseSimArgs } from './cli-args.js';
import { startFleet } from './fleet.js';
import { selectRobots } from './robot-selection.js';

const DEFAULT_CREDENTIALS = 'data/demo-robot-credentials.json';

async function main(): Promise<void> {
  const options = parseSimArgs(process.argv.slice(2), process.env);
  if (options.help) {
    process.stdout.write(USAGE);
    return;
  }
  // `fleetdeck serve` run from the same folder keeps its demo fleet's credentials here.
  const credentials = options.credentials ?? (existsSync(DEFAULT_CREDENTIALS) ? DEFAULT_CREDENTIALS : null);
  if (!credentials) throw new Error('--credentials <file> is required (see --help)');
  const all = await readCredentialsFile(credentials);
  const robots = selectRobots(all, options.count, credentials);
  // Written synchronously, so a reader sees each line at once and a killed simulator loses none.
  const commandLog = options.commandLog ? openSync(options.commandLog, 'a') : null;
  const fleet = startFleet({
    url: options.url,
    robots,
    autonomous: options.autonomous,
    reportMap: options.reportMap,
    faultsPerHour: options.faultsPerHour,
    visitorsPerHour: options.visitorsPerHour,
    connectSpreadMs: Math.min(5000, robots.length * 2),
    ...(commandLog !== null
      ? {
          onCommand: (serialNo, { seq, command }, receivedAt) => {
            const detail = command.name === 'flow' ? { action: command.action, ...(command.action === 'start' ? { flowId: command.flowId } : {}) } : {};
            writeSync(commandLog, `${JSON.stringify({ serialNo, seq, name: command.name, ...detail, receivedAt })}\n`);
          },
        }
      : {}),
    onStateChange: (serialNo, state, detail) => {
      if (state === 'refused' || (robots.length <= 50 && state !== 'connecting')) {
        process.stdout.write(`${serialNo} ${state}${detail ? ` (${detail})` : ''}\n`);
      }
    },
  });
  process.stdout.write(`fleetdeck-sim: ${robots.length} robots → ${options.url}\n`);
  const shutdown = () => {
    void fleet.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  process.stderr.write(`fleetdeck-sim: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
});
