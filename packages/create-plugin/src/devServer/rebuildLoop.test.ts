import { watch } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRebuildLoop, type BuildOutcome } from './rebuildLoop.js';

let work: string;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'rebuild-'));
  await mkdir(join(work, 'src'));
});
afterEach(async () => {
  vi.useRealTimers();
  await rm(work, { recursive: true, force: true });
});

// The loop's debounce runs on setTimeout; faked, a pending debounce shows that the loop noticed a
// change, and running it starts the build at once, so these tests wait on events, never on time.
const fakeDebounce = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

/** Resolves once the loop has noticed a change (its debounce is pending). */
async function noticed(): Promise<void> {
  while (vi.getTimerCount() === 0) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * Resolves once a watcher of our own on `dir` has seen `file` written, and after every other
 * watcher's callbacks for that change have run (they share its file-system event).
 */
function written(dir: string, file: string): Promise<void> {
  return new Promise((resolve) => {
    const watcher = watch(dir, (event, name) => {
      if (event !== 'change' || String(name) !== file) return;
      watcher.close();
      setImmediate(resolve);
    });
  });
}

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
    fakeDebounce();
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
    const notes = written(work, 'notes.txt');
    await writeFile(join(work, 'notes.txt'), 'x');
    await notes;
    expect(vi.getTimerCount()).toBe(0);
    expect(builds).toBe(1);
    await writeFile(join(work, 'plugin.json'), '{}');
    await noticed();
    vi.runAllTimers();
    expect(builds).toBe(2);
    loop.close();
    expect(outcomes[0]).toMatchObject({ ok: false, message: 'syntax error in index.tsx' });
  });

  it('coalesces changes made during a build into one more build, reporting only the last', async () => {
    fakeDebounce();
    let builds = 0;
    let reported = 0;
    let reportedOnce: () => void = () => {};
    const firstReport = new Promise<void>((resolve) => (reportedOnce = resolve));
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
        reportedOnce();
      },
    });
    // Each change, noticed and past its debounce while the first build runs, asks for one more.
    for (let index = 0; index < 5; index += 1) {
      await writeFile(join(work, 'src', `f${index}.ts`), String(index));
      await noticed();
      vi.runAllTimers();
    }
    expect(builds).toBe(1);
    release();
    await loop.firstBuild;
    expect(builds).toBe(2);
    expect(reported).toBe(0);
    release();
    await firstReport;
    loop.close();
    expect(builds).toBe(2);
    expect(reported).toBe(1);
  });
});
