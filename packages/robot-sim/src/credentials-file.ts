import { readFile } from 'node:fs/promises';
import { RobotModel } from '@fleetdeck/model';
import type { RobotCredential } from './robot-connection.js';

/** Reads a credentials file: a JSON array of `{serialNo, credential, model?}`, as the server writes for its demo fleet. */
export async function readCredentialsFile(path: string): Promise<RobotCredential[]> {
  const parsed: unknown = JSON.parse(await readFile(path, 'utf8'));
  if (!Array.isArray(parsed)) throw new Error(`${path}: expected a JSON array of {serialNo, credential, model?}`);
  return parsed.map((entry: unknown, i) => {
    const e = entry as Record<string, unknown>;
    if (typeof e?.serialNo !== 'string' || typeof e.credential !== 'string') {
      throw new Error(`${path}: entry ${i} needs string serialNo and credential`);
    }
    const model = RobotModel.find((m) => m === e.model);
    return { serialNo: e.serialNo, credential: e.credential, ...(model ? { model } : {}) };
  });
}
