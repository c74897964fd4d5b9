import { parseArgs } from 'node:util';

/** What the command line said; anything missing is asked for, or defaulted with --yes. */
export interface CliArgs {
  dir?: string;
  id?: string;
  name?: string;
  kind?: string;
  /** A running console to install the Fleetdeck packages from (its /sdk/), instead of a registry. */
  console?: string;
  yes: boolean;
  help: boolean;
}

/** Parses `create-plugin <dir> --id … --name … --kind view|plugin --console <url> --yes`. */
export function parseCliArgs(argv: string[]): CliArgs {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      id: { type: 'string' },
      name: { type: 'string' },
      kind: { type: 'string' },
      console: { type: 'string' },
      yes: { type: 'boolean', short: 'y', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  return {
    dir: positionals[0],
    id: values.id,
    name: values.name,
    kind: values.kind,
    console: values.console,
    yes: values.yes ?? false,
    help: values.help ?? false,
  };
}
