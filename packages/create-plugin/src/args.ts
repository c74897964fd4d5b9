import { parseArgs } from 'node:util';

/** What the command line said; anything missing is asked for, or defaulted with --yes. */
export interface CliArgs {
  dir?: string;
  id?: string;
  name?: string;
  kind?: string;
  yes: boolean;
  help: boolean;
}

/** Parses `create-plugin <dir> --id … --name … --kind view|plugin --yes`. */
export function parseCliArgs(argv: string[]): CliArgs {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      id: { type: 'string' },
      name: { type: 'string' },
      kind: { type: 'string' },
      yes: { type: 'boolean', short: 'y', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  return {
    dir: positionals[0],
    id: values.id,
    name: values.name,
    kind: values.kind,
    yes: values.yes ?? false,
    help: values.help ?? false,
  };
}
