import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Reads and parses `<dir>/<name>`, with a message that says which file failed and why. */
export async function readJsonFile(dir: string, name: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path.join(dir, name), 'utf8');
  } catch {
    throw new PluginToolError([`${name}: not found in ${dir}`]);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new PluginToolError([`${name}: is not valid JSON (${(error as Error).message})`]);
  }
}

/** Reads and parses `<dir>/plugin.json`. */
export function readManifestFile(dir: string): Promise<unknown> {
  return readJsonFile(dir, 'plugin.json');
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
