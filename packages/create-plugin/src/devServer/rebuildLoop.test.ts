import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startRebuildLoop, type BuildOutcome } from './rebuildLoop.js';

let work: string;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'rebuild-'));
  await mkdir(join(work, 'src'));
});
afterEach(() => rm(work, { recursive: true, force: true }));

describe('startRebuildLoop', () => {
  it('builds at start and again after a source change', async () => {
    const outcomes: BuildOutcome[] = [];
    let builds = 0;
    const loop = startRebuildLoop({
      watches: [{ path: join(work, 'src'), recursive: true }],
      build: async () => {
        builds += 1;
      },
      onBuilt: (outcome) => outcomes.push(outcome),
    });
    await loop.firstBuild;
    expect(builds).toBe(1);
    await writeFile(join(work, 'src', 'a.ts'), 'export const a = 1;');
    await expect.poll(() => builds).toBeGreaterThanOrEqual(2);
    loop.close();
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(new Set(outcomes.map((outcome) => outcome.ok && outcome.buildId)).size).toBe(outcomes.length);
  });

  it('reports a failed build and ignores files it was not asked to watch', async () => {
    const outcomes: BuildOutcome[] = [];
    let builds = 0;
    const loop = startRebuildLoop({
      watches: [{ path: work, recursive: false, files: ['plugin.json'] }],
      build: async () => {
        builds += 1;
        throw new Error('syntax error in index.tsx');
      },
      onBuilt: (outcome) => outcomes.push(outcome),
    });
    await loop.firstBuild;
    await writeFile(join(work, 'notes.txt'), 'x');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(builds).toBe(1);
    await writeFile(join(work, 'plugin.json'), '{}');
    await expect.poll(() => builds).toBe(2);
    loop.close();
    expect(outcomes[0]).toMatchObject({ ok: false, message: 'syntax error in index.tsx' });
  });

  it('coalesces changes made during a build into one more build, reporting only the last', async () => {
    let builds = 0;
    let reported = 0;
    let release: () => void = () => {};
    const loop = startRebuildLoop({
      watches: [{ path: join(work, 'src'), recursive: true }],
      debounceMs: 1,
      build: () => {
        builds += 1;
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
      onBuilt: () => {
        reported += 1;
      },
    });
    for (let index = 0; index < 5; index += 1) {
      await writeFile(join(work, 'src', `f${index}.ts`), String(index));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    release();
    await loop.firstBuild;
    await expect.poll(() => builds).toBe(2);
    release();
    await new Promise((resolve) => setTimeout(resolve, 100));
    loop.close();
    expect(builds).toBe(2);
    expect(reported).toBe(1);
  });
});
