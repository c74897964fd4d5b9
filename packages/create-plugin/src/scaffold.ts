import { copyFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import type { ProjectOptions } from './projectOptions.js';
import { outputName, renderTemplate } from './renderTemplate.js';
import { templateValues } from './templateValues.js';

/** Where the scaffold reads from: the template folders and the built dev server. */
export interface ScaffoldSources {
  templatesDir: string;
  devServerFile: string;
}

/** Thrown when the target folder already holds files; the scaffold never overwrites. */
export class TargetNotEmptyError extends Error {
  override name = 'TargetNotEmptyError';
}

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  try {
    const info = await stat(dir);
    if (!info.isDirectory()) return false;
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

async function copyTree(from: string, to: string, values: Record<string, string>, written: string[]): Promise<void> {
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, renderTemplate(outputName(entry.name), values));
    if (entry.isDirectory()) {
      await mkdir(target, { recursive: true });
      await copyTree(source, target, values, written);
    } else {
      await writeFile(target, renderTemplate(await readFile(source, 'utf8'), values));
      written.push(target);
    }
  }
}

/** Writes a new project: the common files, then the files of its kind, then the dev server. Returns the paths written. */
export async function scaffoldProject(options: ProjectOptions, sources: ScaffoldSources): Promise<string[]> {
  const root = resolve(options.dir);
  if (!(await isEmptyOrMissing(root))) throw new TargetNotEmptyError(root);
  const values = templateValues(options);
  const written: string[] = [];
  await mkdir(root, { recursive: true });
  await copyTree(join(sources.templatesDir, 'common'), root, values, written);
  await copyTree(join(sources.templatesDir, options.kind), root, values, written);
  const devServerTarget = join(root, '.fleetdeck', 'dev-server.js');
  await mkdir(join(root, '.fleetdeck'), { recursive: true });
  await copyFile(sources.devServerFile, devServerTarget);
  written.push(devServerTarget);
  return written.map((path) => relative(root, path)).sort();
}
