import type { CliArgs } from './args.js';
import { message, type CliLanguage } from './messages.js';
import {
  idFromDir,
  isPluginKind,
  isValidId,
  isValidName,
  nameFromId,
  type ProjectOptions,
} from './projectOptions.js';

/** Asks one question with a default; answers the default when the user just presses Enter. */
export type Ask = (question: string, defaultAnswer: string) => Promise<string>;

/** Thrown for input the scaffold cannot use; the CLI prints its message and exits 1. */
export class UsageError extends Error {
  override name = 'UsageError';
}

async function askUntilValid(
  ask: Ask,
  question: string,
  defaultAnswer: string,
  valid: (answer: string) => boolean,
  invalidMessage: string,
): Promise<string> {
  // Three tries, then give up: a script piping wrong answers must not loop forever.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const answer = (await ask(question, defaultAnswer)).trim() || defaultAnswer;
    if (valid(answer)) return answer;
    process.stderr.write(`${invalidMessage}\n`);
  }
  throw new UsageError(invalidMessage);
}

/** Fills in id, name and kind from flags, then questions (or defaults under --yes), and checks them. */
export async function resolveOptions(args: CliArgs, ask: Ask, language: CliLanguage): Promise<ProjectOptions> {
  if (!args.dir) throw new UsageError(message('dirMissing', language));
  const dir = args.dir;

  if (args.id !== undefined && !isValidId(args.id)) throw new UsageError(`--id: ${message('idInvalid', language)}`);
  if (args.name !== undefined && !isValidName(args.name)) throw new UsageError(`--name: ${message('nameInvalid', language)}`);
  if (args.kind !== undefined && !isPluginKind(args.kind)) throw new UsageError(`--kind: ${message('kindInvalid', language)}`);

  const defaultId = idFromDir(dir);
  const id =
    args.id ??
    (args.yes
      ? defaultId
      : await askUntilValid(ask, message('askId', language), defaultId, isValidId, message('idInvalid', language)));
  const name =
    args.name ??
    (args.yes
      ? nameFromId(id)
      : await askUntilValid(ask, message('askName', language), nameFromId(id), isValidName, message('nameInvalid', language)));
  const kind =
    args.kind ??
    (args.yes
      ? 'view'
      : await askUntilValid(ask, message('askKind', language), 'view', isPluginKind, message('kindInvalid', language)));
  if (!isPluginKind(kind)) throw new UsageError(message('kindInvalid', language));
  return { dir, id, name: name.trim(), kind };
}
