import { gatewayUrls } from './gateway-urls.js';

/** Options of the fleetdeck-sim command line. */
export interface SimCliOptions {
  url: string;
  count: number | null;
  credentials: string | null;
  faultsPerHour: number;
  visitorsPerHour: number;
  autonomous: boolean;
  /** File to which each command received is appended as a JSON line, or null. */
  commandLog: string | null;
  /** Report each floor's map to the console (a map report over the gateway); on unless --no-map. */
  reportMap: boolean;
  help: boolean;
}

/** Usage text of fleetdeck-sim. */
export const USAGE = `fleetdeck-sim: simulated robots speaking the Fleetdeck /gateway protocol

  --url <ws://host:port/gateway>   gateway address (default ws://127.0.0.1:8080/gateway, or FLEETDECK_GATEWAY_URL);
                                   several, comma-separated (a cluster's processes): robots spread over them
                                   and each moves to the next when its gateway goes away
  --credentials <file>             JSON array of {serialNo, credential, model?} (or FLEETDECK_SIM_CREDENTIALS;
                                   default ./data/demo-robot-credentials.json, which \`fleetdeck serve\` writes)
  --count <N>                      run the first N robots of the file (refused when it has fewer)
  --faults-per-hour <n>            random obstacles, emergency stops, hot motors, hardware errors (default 2)
  --visitors-per-hour <n>          visitors asking each guide robot (ugo Pro, mini) a question, answered by
                                   the console from the building's knowledge groups (default 2)
  --no-autonomous                  robots stay put unless commanded
  --command-log <file>             append each command a robot receives, as it arrives, as a JSON line
                                   {serialNo, seq, name, action?, flowId?, receivedAt} (benchmarks count
                                   what the robots really got)
  --no-map                         robots do not report their floor maps (by default each reports its map of
                                   the floor it is on, kept by the console only where the floor has none)
`;

/** Parses argv (without node and script) into options; throws with a message on bad input. */
export function parseSimArgs(argv: readonly string[], env: Record<string, string | undefined> = {}): SimCliOptions {
  const options: SimCliOptions = {
    url: env.FLEETDECK_GATEWAY_URL ?? 'ws://127.0.0.1:8080/gateway',
    count: null,
    credentials: env.FLEETDECK_SIM_CREDENTIALS ?? null,
    faultsPerHour: 2,
    visitorsPerHour: 2,
    autonomous: true,
    commandLog: null,
    reportMap: true,
    help: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    switch (arg) {
      case '--url':
        options.url = value();
        break;
      case '--count': {
        const n = Number(value());
        if (!Number.isInteger(n) || n < 0) throw new Error('--count must be a whole number');
        options.count = n;
        break;
      }
      case '--credentials':
        options.credentials = value();
        break;
      case '--faults-per-hour': {
        const n = Number(value());
        if (!Number.isFinite(n) || n < 0) throw new Error('--faults-per-hour must be a number >= 0');
        options.faultsPerHour = n;
        break;
      }
      case '--visitors-per-hour': {
        const n = Number(value());
        if (!Number.isFinite(n) || n < 0) throw new Error('--visitors-per-hour must be a number >= 0');
        options.visitorsPerHour = n;
        break;
      }
      case '--no-autonomous':
        options.autonomous = false;
        break;
      case '--command-log':
        options.commandLog = value();
        break;
      case '--no-map':
        options.reportMap = false;
        break;
      case '--help':
      case '-h':
        options.help = true;
        break;
      default:
        throw new Error(`unknown option ${arg}`);
    }
  }
  const urls = gatewayUrls(options.url);
  if (urls.length === 0 || urls.some((url) => !/^wss?:\/\//.test(url))) throw new Error('--url must start with ws:// or wss:// (each of several, comma-separated)');
  return options;
}
