import { PluginToolError } from './readManifest.js';

/**
 * The SDK version a running console provides, from its /sdk/index.json (the packages it serves,
 * versioned together with its SDK). Throws PluginToolError naming the address when it cannot be read.
 */
export async function consoleSdkVersion(consoleUrl: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  const url = new URL('/sdk/index.json', consoleUrl).href;
  const fail = (reason: string): never => {
    throw new PluginToolError([`--console: could not read the console's SDK version at ${url} (${reason})`]);
  };
  const answer = await fetchImpl(url).catch((error: Error) => fail(error.message));
  if (!answer.ok) fail(`HTTP ${answer.status}`);
  const index = (await answer.json().catch(() => fail('not JSON'))) as { version?: unknown };
  return typeof index.version === 'string' ? index.version : fail('no version');
}
