import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { fileURLToPath } from 'node:url';
import { parseCliArgs } from './args.js';
import { ConsolePackagesError, consolePackages, installFromConsole } from './consolePackages.js';
import { cliLanguage, message } from './messages.js';
import { nextSteps } from './nextSteps.js';
import { resolveOptions, UsageError, type Ask } from './resolveOptions.js';
import { scaffoldProject, TargetNotEmptyError } from './scaffold.js';

async function main(): Promise<void> {
  const language = cliLanguage();
  let args;
  try {
    args = parseCliArgs(process.argv.slice(2));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${message('usage', language)}`);
  }
  if (args.help) {
    stdout.write(`${message('usage', language)}\n`);
    return;
  }
  const readline = args.yes ? null : createInterface({ input: stdin, output: stdout });
  const ask: Ask = async (question, defaultAnswer) => {
    if (!readline) return defaultAnswer;
    return readline.question(`${question} (${defaultAnswer}): `);
  };
  try {
    const options = await resolveOptions(args, ask, language);
    // Read before writing anything, so an unreachable console leaves no half project behind.
    const fromConsole = args.console ? await consolePackages(args.console) : undefined;
    const files = await scaffoldProject(options, {
      templatesDir: fileURLToPath(new URL('../templates', import.meta.url)),
      devServerFile: fileURLToPath(new URL('./dev-server.js', import.meta.url)),
    });
    if (fromConsole) await installFromConsole(options.dir, fromConsole);
    stdout.write(`${message('created', language)} ${options.dir} (${options.kind}, ${files.length} files)\n\n`);
    stdout.write(`${message('nextSteps', language)}:\n${nextSteps(options, language)}\n`);
  } finally {
    readline?.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n`);
  } else if (error instanceof ConsolePackagesError) {
    process.stderr.write(`${message('consoleUnreachable', cliLanguage())}: ${error.message}\n`);
  } else if (error instanceof TargetNotEmptyError) {
    process.stderr.write(`${error.message}: ${message('dirNotEmpty', cliLanguage())}\n`);
  } else {
    process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  }
  process.exitCode = 1;
});
