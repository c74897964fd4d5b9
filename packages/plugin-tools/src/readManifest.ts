import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Reads and parses `<dir>/plugin.json`, with a message that says which file failed and why. */
export async function readManifestFile(dir: string): Promise<unknown> {
  const file = path.join(dir, 'plugin.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new PluginToolError([`plugin.json: not found in ${dir}`]);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new PluginToolError([`plugin.json: is not valid JSON (${(error as Error).message})`]);
  }
}

/** A failure the CLI prints as a list of messages and exits with code 1. */
export class PluginToolError extends Error {
  readonly messages: string[];
  constructor(messages: string[]) {
    super(messages.join('\n'));
    this.name = 'PluginToolError';
    this.messages = messages;
  }
}
